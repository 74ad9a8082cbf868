import * as Sentry from "@sentry/node";
import { afterAll, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { startEnvelopeReceiver } from "../../test/envelope-receiver";
import { answerCall, faultyAnswerRoute, listen } from "../../test/faulty-answer-route";
import { noErrorReporting, startErrorReporting } from "./error-reporter";

const receiver = await startEnvelopeReceiver();
afterAll(() => receiver.close());

it("without a DSN loads nothing and sends nothing, also when a request fails", async () => {
  // The browser's DSN alone switches the server's reporting on neither.
  const config = { NODE_ENV: "test" as const, ERROR_REPORTING_BROWSER_DSN: receiver.dsn };
  const reporter = await startErrorReporting(config, "api");
  expect(reporter).toBe(noErrorReporting);
  const { app } = await buildTestApp(
    { ERROR_REPORTING_BROWSER_DSN: receiver.dsn },
    { extraRoutes: faultyAnswerRoute },
  );
  expect((await answerCall(await listen(app))).status).toBe(500);
  await new Promise((resolve) => setTimeout(resolve, 500));
  expect(Sentry.getClient()).toBeUndefined();
  expect(receiver.items).toEqual([]);
});
