import { join } from "node:path";
import type { Config } from "./config";
import type { Db } from "./platform/db/database";
import type { JobQueue } from "./platform/jobs/job-queue";
import { createMailer, type MailLog } from "./platform/mail/mailer";
import { createMailQueue } from "./platform/mail/mail-queue";
import type { RealtimePublisher } from "./platform/realtime/realtime";
import type { Storage } from "./platform/storage/storage";
import { sweepOverdueAttempts } from "./features/enrollments/settle-overdue";
import { createWalkModels } from "./features/enrollments/walk-model";
import { startMediaWorkers } from "./features/media/media.workers";
import { sweepCertificateRemindersRegularly } from "./features/certificates/certificate-reminders";
import { sweepUnissuedCourseCertificatesRegularly } from "./features/certificates/course-certificate-sweep";
import { startCertificateWorkers } from "./features/certificates/certificates.workers";
import { createCourseCertificates } from "./features/certificates/create-course-certificates";
import { sweepOnboardingRemindersRegularly } from "./features/course-groups/course-group-reminders";
import { sweepDocumentExpiriesRegularly } from "./features/documents/document-expiry";
import { findCompanyProfileRow } from "./features/companies/companies.repository";
import { sweepTrainingCalendarsRegularly } from "./features/trainings/invitations/invitation-sweep";

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
  sweepUnissuedCourseCertificatesRegularly({
    ...deps,
    companies,
    everyMs: config.COURSE_CERTIFICATE_SWEEP_SECONDS * 1000,
  });
  sweepOverdueAttempts({
    ...deps,
    models: createWalkModels(deps.db),
    coursePassed: createCourseCertificates(deps),
  });
  sweepTrainingCalendarsRegularly({
    ...deps,
    mail: mail.outbox,
    companies,
    mailFrom: config.MAIL_FROM,
    everyMs: config.TRAINING_CALENDAR_SWEEP_SECONDS * 1000,
    updateQuietMs: config.TRAINING_UPDATE_QUIET_SECONDS * 1000,
  });
  sweepCertificateRemindersRegularly({
    ...deps,
    mail: mail.outbox,
    companies,
    everyMs: config.CERTIFICATE_REMINDER_SWEEP_SECONDS * 1000,
  });
  sweepOnboardingRemindersRegularly({
    ...deps,
    mail: mail.outbox,
    companies,
    everyMs: config.ONBOARDING_REMINDER_SWEEP_SECONDS * 1000,
  });
  sweepDocumentExpiriesRegularly({
    ...deps,
    mail: mail.outbox,
    companies,
    everyMs: config.DOCUMENT_EXPIRY_SWEEP_SECONDS * 1000,
  });
}
