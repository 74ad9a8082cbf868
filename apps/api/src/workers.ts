import { join } from "node:path";
import type { Config } from "./config";
import type { Db } from "./platform/db/database";
import type { JobQueue } from "./platform/jobs/job-queue";
import { createMailer, type MailLog } from "./platform/mail/mailer";
import { createMailQueue } from "./platform/mail/mail-queue";
import type { RealtimePublisher } from "./platform/realtime/realtime";
import type { Storage } from "./platform/storage/storage";
import {
  OVERDUE_SWEEP_EVERY_MS,
  settleOverdueAttempts,
} from "./features/enrollments/settle-overdue";
import { createWalkModels } from "./features/enrollments/walk-model";
import { startMediaWorkers } from "./features/media/media.workers";
import { sweepCertificateReminders } from "./features/certificates/certificate-reminders";
import { sweepUnissuedCourseCertificates } from "./features/certificates/course-certificate-sweep";
import { startCertificateWorkers } from "./features/certificates/certificates.workers";
import { createCourseCertificates } from "./features/certificates/create-course-certificates";
import { sweepOnboardingReminders } from "./features/course-groups/course-group-reminders";
import { sweepDocumentExpiries } from "./features/documents/document-expiry";
import { findCompanyProfileRow } from "./features/companies/companies.repository";
import { sweepTrainingCalendars } from "./features/trainings/invitations/invitation-sweep";
import { sweepRegularly } from "./platform/jobs/sweep-regularly";

export type WorkerDeps = {
  db: Db;
  storage: Storage;
  jobs: JobQueue;
  realtime: RealtimePublisher;
  config: Config;
  log: MailLog;
};

/**
 * Every feature's background work, registered by name: in the API process by default
 * (JOB_WORKERS=in-process) or in separate `npm run worker` processes.
 */
export async function startWorkers(deps: WorkerDeps): Promise<void> {
  const { config, log } = deps;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.DATA_DIR, "mail"),
    log,
  });
  const mail = createMailQueue(deps.jobs, log);
  await mail.work(mailer);
  await startMediaWorkers(deps);
  const companies = { profile: (companyId: string) => findCompanyProfileRow(deps.db, companyId) };
  await startCertificateWorkers({ ...deps, companies, concurrency: config.WORKER_CONCURRENCY });
  const mailing = { ...deps, mail: mail.outbox, companies };
  sweepRegularly(deps, {
    everyMs: config.COURSE_CERTIFICATE_SWEEP_SECONDS * 1000,
    run: async () => ({ count: await sweepUnissuedCourseCertificates({ ...deps, companies }) }),
    done: "missed course certificates issued",
    failed: "issuing missed course certificates failed",
  });
  const models = createWalkModels(deps.db);
  const coursePassed = createCourseCertificates(deps);
  sweepRegularly(deps, {
    everyMs: OVERDUE_SWEEP_EVERY_MS,
    run: async () => ({
      count: await settleOverdueAttempts({ db: deps.db, models, coursePassed }),
    }),
    done: "overdue attempts settled",
    failed: "settling overdue attempts failed",
  });
  sweepRegularly(deps, {
    everyMs: config.TRAINING_CALENDAR_SWEEP_SECONDS * 1000,
    run: async () => ({
      count: await sweepTrainingCalendars({
        ...mailing,
        mailFrom: config.MAIL_FROM,
        updateQuietMs: config.TRAINING_UPDATE_QUIET_SECONDS * 1000,
      }),
    }),
    done: "training calendar mails queued",
    failed: "sending training calendar mails failed",
  });
  sweepRegularly(deps, {
    everyMs: config.CERTIFICATE_REMINDER_SWEEP_SECONDS * 1000,
    run: async () => ({ count: await sweepCertificateReminders(mailing) }),
    done: "certificate reminder mails queued",
    failed: "sending certificate reminders failed",
  });
  sweepRegularly(deps, {
    everyMs: config.ONBOARDING_REMINDER_SWEEP_SECONDS * 1000,
    run: async () => ({ count: await sweepOnboardingReminders(mailing) }),
    done: "onboarding reminder mails queued",
    failed: "sending onboarding reminders failed",
  });
  sweepRegularly(deps, {
    everyMs: config.DOCUMENT_EXPIRY_SWEEP_SECONDS * 1000,
    run: () => sweepDocumentExpiries(mailing),
    done: "document expiries recorded",
    failed: "recording document expiries failed",
  });
}
