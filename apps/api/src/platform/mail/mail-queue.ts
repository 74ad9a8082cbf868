import { defineJob, type JobQueue } from "../jobs/job-queue";
import type { MailLog, Mailer, MailMessage } from "./mailer";

/** Queues mails for delivery; never fails the action that asks for one. */
export type MailOutbox = {
  enqueue(message: MailMessage): Promise<void>;
  enqueueMany(messages: readonly MailMessage[]): Promise<void>;
};

export type MailQueueOptions = {
  /** First wait before a refused mail is tried again; it doubles every attempt, up to an hour. */
  retryDelaySeconds?: number;
};

const mailJob = (options: MailQueueOptions) =>
  defineJob<MailMessage>("mail.send", {
    retryLimit: 10,
    retryDelay: options.retryDelaySeconds ?? 30,
    retryBackoff: true,
    retryDelayMax: 3600,
    expireInSeconds: 120,
    // A mail carries a single-use link; it leaves the queue soon after it was delivered.
    deleteAfterSeconds: 60,
  });

/**
 * Mails go through the job queue: the action that causes one commits first, then the mail
 * waits in the database until a worker has handed it to the SMTP server, retried with backoff
 * while that server is down. Only a queue that cannot be written to loses a mail; that is
 * logged, and the action still stands.
 */
export function createMailQueue(jobs: JobQueue, log: MailLog, options: MailQueueOptions = {}) {
  const job = mailJob(options);
  const outbox: MailOutbox = {
    async enqueue(message) {
      try {
        await jobs.send(job, message);
      } catch (error) {
        log.error({ err: error, to: message.to, subject: message.subject }, "mail not queued");
      }
    },
    async enqueueMany(messages) {
      try {
        await jobs.sendMany(job, messages);
      } catch (error) {
        log.error({ err: error, count: messages.length }, "mails not queued");
      }
    },
  };
  return {
    outbox,
    /** Delivers queued mails in this process; a refusal is thrown, so the job is retried. */
    work: (mailer: Mailer, concurrency = 2) =>
      jobs.work(job, (message) => mailer.send(message), concurrency),
  };
}
