import * as Sentry from "@sentry/node";
import { afterAll, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { startEnvelopeReceiver } from "../../test/envelope-receiver";
import { answerCall, faultyAnswerRoute, listen } from "../../test/faulty-answer-route";
import { noErrorReporting, startErrorReporting } from "./error-reporter";

const receiver = await startEnvelopeReceiver();
afterAll(() => receiver.close());

// The browser's DSN alone switches the server's reporting on neither.
const config = { NODE_ENV: "test" as const, ERROR_REPORTING_BROWSER_DSN: receiver.dsn };
const reporter = await startErrorReporting(config, "api");
const { app } = await buildTestApp(
  { ERROR_REPORTING_BROWSER_DSN: receiver.dsn },
  { extraRoutes: faultyAnswerRoute },
);

it("without a DSN loads nothing and sends nothing, also when a request fails", async () => {
  expect(reporter).toBe(noErrorReporting);
  expect((await answerCall(await listen(app))).status).toBe(500);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(Sentry.getClient()).toBeUndefined();
  expect(receiver.items).toEqual([]);
});

it("hands the browser its own DSN, with the spec's sampling, on any host and signed out", async () => {
  const response = await app.inject({
    method: "GET",
    url: "/api/v1/error-reporting",
    headers: { host: "unknown.example" },
  });
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({
    dsn: receiver.dsn,
    environment: "test",
    release: null,
    tracesSampleRate: 0.1,
  });
});
