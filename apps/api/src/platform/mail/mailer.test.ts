import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { createMailer, type MailLog } from "./mailer";

const mailbox = await startSmtpMailbox();
const outboxDir = await mkdtemp(join(tmpdir(), "leerlijn-mail-test-"));
afterAll(async () => {
  await mailbox.close();
  await rm(outboxDir, { recursive: true, force: true });
});

function recordingLog() {
  const lines: { level: "info" | "error"; details: Record<string, unknown>; message: string }[] =
    [];
  const log: MailLog = {
    info: (details, message) =>
      lines.push({ level: "info", details: details as Record<string, unknown>, message }),
    error: (details, message) =>
      lines.push({ level: "error", details: details as Record<string, unknown>, message }),
  };
  return { log, lines };
}

const message = (to: string) => ({
  to,
  subject: "Welkom bij Demo Logistiek ✓",
  text: "Hallo Jan,\n\nActiveer je account: https://demo.example/invite/1/abc\n",
  html: "<p>Hallo Jan,</p><p><a href='https://demo.example/invite/1/abc'>Activeer</a></p>",
  fromName: 'Demo "Logistiek"\r\nBcc: x@evil.example',
});

describe("the mailer over SMTP", () => {
  it("delivers subject, text and html part to a real SMTP server, from the company's name", async () => {
    const { log } = recordingLog();
    const mailer = createMailer({
      smtpUrl: mailbox.url,
      from: "no-reply@leerlijn.test",
      outboxDir,
      log,
    });

    await mailer.send(message("jan@demo.example"));
    const mail = await mailbox.waitFor((m) => m.to.includes("jan@demo.example"));

    expect(mail.subject).toBe("Welkom bij Demo Logistiek ✓");
    expect(mail.text).toContain("https://demo.example/invite/1/abc");
    expect(mail.html).toContain("<a href='https://demo.example/invite/1/abc'>");
    // The display name stays a display name: it cannot add a header or a recipient.
    expect(mail.fromName).toBe('Demo "Logistiek" Bcc: x@evil.example');
    expect(mail.fromAddress).toBe("no-reply@leerlijn.test");
    expect(mail.to).toEqual(["jan@demo.example"]);
  });

  it("rejects when the server refuses the message, so the queue tries again", async () => {
    const { log } = recordingLog();
    const mailer = createMailer({
      smtpUrl: mailbox.url,
      from: "no-reply@leerlijn.test",
      outboxDir,
      log,
    });
    mailbox.refuseAll(true);
    try {
      await expect(mailer.send(message("refused@demo.example"))).rejects.toThrow(/452/);
    } finally {
      mailbox.refuseAll(false);
    }
    expect(mailbox.received.some((m) => m.to.includes("refused@demo.example"))).toBe(false);
  });
});

describe("the mailer without SMTP", () => {
  it("writes each message as an .eml file in the outbox and logs its links", async () => {
    const { log, lines } = recordingLog();
    const dir = join(outboxDir, "outbox");
    const mailer = createMailer({ from: "no-reply@leerlijn.test", outboxDir: dir, log });

    await mailer.send(message("piet@demo.example"));

    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(dir, files[0] ?? ""), "utf8");
    expect(raw).toMatch(/^To: piet@demo\.example$/m);
    expect(raw).toContain("Content-Type: text/plain");
    expect(raw).toContain("Content-Type: text/html");
    expect(lines).toEqual([
      expect.objectContaining({
        message: "mail written to outbox",
        details: expect.objectContaining({ links: ["https://demo.example/invite/1/abc"] }),
      }),
    ]);
  });
});
