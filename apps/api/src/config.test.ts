import { describe, expect, it } from "vitest";
import { loadConfig } from "./config";

describe("configuration", () => {
  it("sends training calendar mails every minute, five minutes after the last change, by default", () => {
    const config = loadConfig({});
    expect(config.TRAINING_CALENDAR_SWEEP_SECONDS).toBe(60);
    expect(config.TRAINING_UPDATE_QUIET_SECONDS).toBe(300);
    expect(config.ONBOARDING_REMINDER_SWEEP_SECONDS).toBe(3600);
    expect(
      loadConfig({ ONBOARDING_REMINDER_SWEEP_SECONDS: "2" }).ONBOARDING_REMINDER_SWEEP_SECONDS,
    ).toBe(2);
    expect(() => loadConfig({ ONBOARDING_REMINDER_SWEEP_SECONDS: "0" })).toThrow(
      /ONBOARDING_REMINDER_SWEEP_SECONDS/,
    );
    const quick = loadConfig({
      TRAINING_CALENDAR_SWEEP_SECONDS: "2",
      TRAINING_UPDATE_QUIET_SECONDS: "0",
    });
    expect([quick.TRAINING_CALENDAR_SWEEP_SECONDS, quick.TRAINING_UPDATE_QUIET_SECONDS]).toEqual([
      2, 0,
    ]);
  });

  it("looks for certificate reminders every hour by default, or as often as configured", () => {
    expect(loadConfig({}).CERTIFICATE_REMINDER_SWEEP_SECONDS).toBe(3600);
    expect(
      loadConfig({ CERTIFICATE_REMINDER_SWEEP_SECONDS: "2" }).CERTIFICATE_REMINDER_SWEEP_SECONDS,
    ).toBe(2);
    expect(() => loadConfig({ CERTIFICATE_REMINDER_SWEEP_SECONDS: "0" })).toThrow(
      /CERTIFICATE_REMINDER_SWEEP_SECONDS/,
    );
  });

  it("looks for document expiries every hour by default, or as often as configured", () => {
    expect(loadConfig({}).DOCUMENT_EXPIRY_SWEEP_SECONDS).toBe(3600);
    expect(loadConfig({ DOCUMENT_EXPIRY_SWEEP_SECONDS: "2" }).DOCUMENT_EXPIRY_SWEEP_SECONDS).toBe(
      2,
    );
    expect(() => loadConfig({ DOCUMENT_EXPIRY_SWEEP_SECONDS: "0" })).toThrow(
      /DOCUMENT_EXPIRY_SWEEP_SECONDS/,
    );
  });

  it("refuses a sweep interval or quiet time that is no whole number of seconds in range", () => {
    expect(() =>
      loadConfig({ TRAINING_CALENDAR_SWEEP_SECONDS: "0", TRAINING_UPDATE_QUIET_SECONDS: "1.5" }),
    ).toThrow(/TRAINING_CALENDAR_SWEEP_SECONDS[\s\S]*TRAINING_UPDATE_QUIET_SECONDS/);
    expect(() => loadConfig({ TRAINING_CALENDAR_SWEEP_SECONDS: "een minuut" })).toThrow(
      /TRAINING_CALENDAR_SWEEP_SECONDS/,
    );
  });
});
