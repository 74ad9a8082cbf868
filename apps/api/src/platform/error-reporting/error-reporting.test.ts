import * as Sentry from "@sentry/node";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { startEnvelopeReceiver } from "../../test/envelope-receiver";
import {
  answerCall,
  faultyAnswerRoute,
  listen,
  PROBE_SECRETS,
} from "../../test/faulty-answer-route";
import { defineJob } from "../jobs/job-queue";
import { reportingLog, startErrorReporting, TRACES_SAMPLE_RATE } from "./error-reporter";

// The library keeps one client per process; without a DSN is error-reporting-off.test.ts.
const receiver = await startEnvelopeReceiver();
afterAll(() => receiver.close());

async function until<T>(find: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error("nothing arrived at the receiver in time");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe("error reporting with a DSN", async () => {
  const reporter = await startErrorReporting(
    { NODE_ENV: "test", ERROR_REPORTING_DSN: receiver.dsn, ERROR_REPORTING_RELEASE: "r1" },
    "api",
  );
  const { app } = await buildTestApp(
    { ERROR_REPORTING_DSN: receiver.dsn },
    { extraRoutes: faultyAnswerRoute, errorReporter: reporter },
  );
  const base = await listen(app);

  it("samples a tenth of the traces", () => {
    expect(Sentry.getClient()?.getOptions().tracesSampleRate).toBe(TRACES_SAMPLE_RATE);
    expect(TRACES_SAMPLE_RATE).toBe(0.1);
  });

  it("reports a failing request once, with no address, name, token, password or answer", async () => {
    expect((await answerCall(base)).status).toBe(500);
    const event = await until(() => receiver.events()[0]);
    await reporter.flush(2000);
    expect(receiver.events()).toHaveLength(1);
    for (const secret of PROBE_SECRETS) expect(event.raw).not.toContain(secret);
    expect(event.raw).toContain("Could not store the answer of [e-mail]");
    expect(event.payload.release).toBe("r1");
    const request = event.payload.request as Record<string, unknown> | undefined;
    if (request) {
      expect(request.data).toBeUndefined();
      expect(request.cookies).toBeUndefined();
      expect(Object.keys(request.headers as object).map((name) => name.toLowerCase())).toEqual(
        expect.not.arrayContaining(["authorization", "cookie", "x-page-url"]),
      );
    }
    // Whatever else left (a sampled trace) is scrubbed too.
    for (const item of receiver.items)
      for (const secret of PROBE_SECRETS) expect(item.raw).not.toContain(secret);
  });

  it("does not report what the client got wrong (4xx)", async () => {
    const before = receiver.events().length;
    const unknownHost = await fetch(`${base}/api/v1/users/me`);
    const badJson = await fetch(`${base}/api/v1/probe/answers`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{",
    });
    expect([unknownHost.status, badJson.status]).toEqual([404, 400]);
    await reporter.flush(2000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.events()).toHaveLength(before);
  });

  it("reports a failed background job by its queue and id, without its data", async () => {
    const job = defineJob<{ to: string }>("error-reporting-probe", { retryLimit: 0 });
    await app.services.jobs.work(job, ({ to }) =>
      Promise.reject(new Error(`Mail to ${to} bounced`)),
    );
    const id = await app.services.jobs.send(job, { to: "piet.puk@voorbeeld.nl" });
    const event = await until(() =>
      receiver
        .events()
        .find((item) => (item.payload.tags as Record<string, string>).job === job.name),
    );
    expect((event.payload.tags as Record<string, string>).jobId).toBe(id);
    expect(event.raw).toContain("Mail to [e-mail] bounced");
    expect(event.raw).not.toContain("voorbeeld.nl");
  });

  it("reports a background sweep's failure that its log records as an error", () => {
    const logged: string[] = [];
    const log = reportingLog(
      { info: () => undefined, error: (_details, message) => logged.push(message) },
      reporter,
    );
    log.error({ error: new Error("Reminder to piet.puk@voorbeeld.nl failed") }, "sweep failed");
    expect(logged).toEqual(["sweep failed"]);
    return expect
      .poll(() => receiver.events().find((item) => item.raw.includes("Reminder to [e-mail]")))
      .toBeTruthy();
  });
});
