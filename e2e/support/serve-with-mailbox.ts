/**
 * The e2e web server: a real SMTP server on a free loopback port that files every message it
 * receives as JSON under `$E2E_DATA_DIR/mailbox`, and the app (scripts/start.mjs) sending its
 * mail there. Journeys read the mailbox with support/mailbox.ts. Address search answers from
 * the API tests' local stand-in for PDOK Locatieserver, in PDOK's own format. The app's clock
 * can be moved ahead by a journey (support/clock.ts, through support/moved-clock.mjs).
 */
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";
import { startPdokServer } from "../../apps/api/src/test/pdok-server";

const dataDir = process.env.E2E_DATA_DIR;
if (!dataDir) throw new Error("E2E_DATA_DIR must be set");
const mailboxDir = join(dataDir, "mailbox");
mkdirSync(mailboxDir, { recursive: true });

let received = 0;
const smtp = new SMTPServer({
  secure: false,
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream)
      .then((mail) => {
        const to = (Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : []).flatMap((group) =>
          group.value.map((entry) => entry.address ?? ""),
        );
        const file = join(mailboxDir, `${String(++received).padStart(5, "0")}.json`);
        // The iCalendar part of a training's invitation, update or cancellation, as sent.
        const calendar = mail.attachments.find((part) =>
          /^(text\/calendar|application\/ics)/.test(part.contentType),
        );
        const message = {
          to,
          subject: mail.subject ?? "",
          text: mail.text ?? "",
          calendar: calendar ? calendar.content.toString("utf8") : null,
        };
        writeFileSync(file, JSON.stringify(message));
        callback();
      })
      .catch((error: Error) => callback(error));
  },
});
const pdok = await startPdokServer();
smtp.listen(0, "127.0.0.1", () => {
  const { port } = smtp.server.address() as AddressInfo;
  const app = spawn(process.execPath, [resolve(import.meta.dirname, "../../scripts/start.mjs")], {
    stdio: "inherit",
    env: {
      ...process.env,
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      PDOK_LOCATIESERVER_URL: pdok.url,
      E2E_CLOCK_FILE: join(dataDir, "clock-offset-ms"),
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ${pathToFileURL(resolve(import.meta.dirname, "moved-clock.mjs")).href}`,
    },
  });
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => app.kill(signal));
  app.on("exit", (code) => {
    void pdok.close();
    smtp.close(() => process.exit(code ?? 0));
  });
});
