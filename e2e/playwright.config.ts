import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { calendarTiming } from "./support/calendar";

const PORT = Number(process.env.E2E_PORT ?? 3100);
// A fresh embedded database per run, seeded with the demo data by the server itself.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "leerlijn-e2e-"));
process.env.E2E_DATA_DIR = dataDir;

export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "./journeys",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? "list" : [["list"]],
  use: {
    baseURL,
    locale: "nl-NL",
    timezoneId: "Europe/Amsterdam",
    trace: "retain-on-failure",
    // Requests a service worker answers pass by page.route, which journeys use to cut or
    // change answers; pwa.spec.ts lets the worker in to test it.
    serviceWorkers: "block",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // The app behind a real SMTP server whose mail the journeys read (support/mailbox.ts).
    command: "node --import tsx support/serve-with-mailbox.ts",
    url: `${baseURL}/api/v1/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      E2E_DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      KNOWLEDGE_MEETINGS_DOMAIN: "zorg",
      // Training calendar mails within seconds of a change instead of minutes.
      TRAINING_CALENDAR_SWEEP_SECONDS: String(calendarTiming.sweepSeconds),
      TRAINING_UPDATE_QUIET_SECONDS: String(calendarTiming.quietSeconds),
      // Certificate reminders and recertification within seconds of a moved clock.
      CERTIFICATE_REMINDER_SWEEP_SECONDS: "2",
      // Onboarding reminders within seconds of the clock being moved, instead of an hour.
      ONBOARDING_REMINDER_SWEEP_SECONDS: "2",
      // Document expiries recorded (and the learner mailed) within seconds of a moved clock.
      DOCUMENT_EXPIRY_SWEEP_SECONDS: "2",
      // A page of the app's own server stands in for the booking widget, so the overlay's frame
      // loads without reaching the internet; the journeys read the address it was given.
      DEMO_BOOKING_URL: `${baseURL}/api/v1/health?bedrijf={company}&voornaam={firstName}&tussenvoegsel={middleName}&achternaam={lastName}&naam={name}&email={email}&telefoon={phone}`,
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
