import { afterAll, describe, expect, it } from "vitest";
import { buildTestDatabase } from "../../test/build-test-app";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { createJobQueue } from "../jobs/job-queue";
import { createMailQueue } from "./mail-queue";
import { createMailer, type MailLog } from "./mailer";

const mailbox = await startSmtpMailbox();
const database = await buildTestDatabase();
const jobs = await createJobQueue(database, {
  superviseIntervalSeconds: 1,
  pollingIntervalSeconds: 0.5,
});
afterAll(async () => {
  await jobs.stop();
  await mailbox.close();
});

const errors: string[] = [];
const log: MailLog = {
  info: () => undefined,
  error: (_details, message) => errors.push(message),
};
const mailer = createMailer({
  smtpUrl: mailbox.url,
  from: "no-reply@leerlijn.test",
  outboxDir: "/nonexistent",
  log,
});
const queue = createMailQueue(jobs, log, { retryDelaySeconds: 1 });
await queue.work(mailer);

const message = (to: string) => ({
  to,
  subject: "Je uitnodiging",
  text: "Hallo",
  html: "<p>Hallo</p>",
});

describe("the mail queue", () => {
  it("delivers a queued mail through the SMTP server", async () => {
    await queue.outbox.enqueue(message("queued@demo.example"));
    const mail = await mailbox.waitFor((m) => m.to.includes("queued@demo.example"), 10_000);
    expect(mail.subject).toBe("Je uitnodiging");
  });

  it("keeps a mail the server refuses and delivers it once the server takes mail again", async () => {
    mailbox.refuseAll(true);
    await queue.outbox.enqueue(message("later@demo.example"));
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(mailbox.received.some((m) => m.to.includes("later@demo.example"))).toBe(false);

    mailbox.refuseAll(false);
    const mail = await mailbox.waitFor((m) => m.to.includes("later@demo.example"), 20_000);
    expect(mail.subject).toBe("Je uitnodiging");
  });

  it("never fails the caller when the queue itself cannot take the mail, and logs it", async () => {
    const gone = await buildTestDatabase();
    const broken = await createJobQueue(gone);
    await broken.stop();
    await gone.close();
    const outbox = createMailQueue(broken, log).outbox;
    await expect(outbox.enqueue(message("lost@demo.example"))).resolves.toBeUndefined();
    expect(errors).toContain("mail not queued");
  });
});
