import { resolve } from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .optional()
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Directory of the built web app; served with an SPA fallback when present. */
  WEB_DIST_DIR: z.string().optional(),
  ACCESS_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** A session ends after this long without use (sliding), within ACCESS_TOKEN_TTL_DAYS. */
  SESSION_IDLE_HOURS: z.coerce.number().int().min(1).max(8760).default(12),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: booleanFlag,
  SEED_DEMO: z.enum(["auto", "never", "always"]).default("auto"),
  /** smtp://user:password@host:587 or smtps://…; without it mails are written to DATA_DIR/mail. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, error: "Gebruik een smtp:// of smtps:// adres." })
    .optional(),
  /** The sender address of every mail; the company's name is shown as the sender's name. */
  MAIL_FROM: z.email().default("no-reply@leerlijn.localhost"),
  INVITATION_TTL_DAYS: z.coerce.number().int().min(1).max(60).default(7),
  LOGIN_LINK_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(72),
  /** `local`: files under DATA_DIR/storage, served by the API. `s3`: an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  /** Signs local file URLs; instances sharing a storage volume need the same one. */
  STORAGE_URL_SECRET: z.string().min(32).optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().default("us-east-1"),
  /** For S3-compatible services (MinIO, R2, …); absent means AWS itself. */
  S3_ENDPOINT: z.url().optional(),
  S3_FORCE_PATH_STYLE: booleanFlag,
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `in-process`: this server also runs the background jobs. `none`: `npm run worker` does. */
  JOB_WORKERS: z.enum(["in-process", "none"]).default("in-process"),
  /** Jobs one worker process runs at once per queue (video transcoding takes a core each). */
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(1),
  /** The domain code of the one company whose open library is called 'Kennissessies'. */
  KNOWLEDGE_MEETINGS_DOMAIN: z.string().trim().toLowerCase().max(63).optional(),
  /**
   * The booking widget of the no-access overlay, read at run time: an http(s) address whose
   * placeholders {company}, {firstName}, {middleName}, {lastName}, {name}, {email} and {phone}
   * are filled in per person. The app's pages may frame its origin.
   */
  DEMO_BOOKING_URL: z
    .string()
    .refine(
      (value) => /^https?:$/.test(URL.parse(value.replace(/\{\w+\}/g, "x"))?.protocol ?? ""),
      "Gebruik een http:// of https:// adres.",
    )
    .optional(),
  /** Who the no-access overlay names to reach a person (also when no widget is configured). */
  PLATFORM_CONTACT_EMAIL: z.email().default("demo@leerlijn.example"),
  PLATFORM_CONTACT_PHONE: z.string().trim().min(1).max(32).optional().default("020 123 45 67"),
  /**
   * PDOK Locatieserver (https://api.pdok.nl/bzk/locatieserver/search/v3_1) completes Dutch
   * addresses in the training form; without it addresses are typed in full.
   */
  PDOK_LOCATIESERVER_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** How often the training calendar mails (invitations, updates, cancellations, reminders) go out. */
  TRAINING_CALENDAR_SWEEP_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /**
   * How often certificate reminders (and recertification bookings) are looked for; an hour
   * finds each day's within the hour after midnight in Amsterdam. Journeys sweep every seconds.
   */
  CERTIFICATE_REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** How often passed course attempts whose certificate was never issued are looked for. */
  COURSE_CERTIFICATE_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  /** How often onboarding due-date reminders are looked for; journeys make it a few seconds. */
  ONBOARDING_REMINDER_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /**
   * How often expired document signatures and documents are looked for (recorded in their trail,
   * the learner mailed to sign again); journeys make it a few seconds.
   */
  DOCUMENT_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
  /** Several edits of a training within this time make one update, sent this long after the last. */
  TRAINING_UPDATE_QUIET_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /**
   * The P12 (PKCS#12) whose certificate seals signed documents (PAdES), and its passphrase.
   * Without it a self-signed one is made in DATA_DIR/document-seal at the first start.
   */
  DOCUMENT_SEAL_P12_PATH: z.string().min(1).optional(),
  DOCUMENT_SEAL_P12_PASSPHRASE: z.string().optional(),
  /**
   * Error reporting (a Sentry-compatible DSN), off without one: nothing is loaded or sent. The
   * API and its workers report to ERROR_REPORTING_DSN; the browser to the public
   * ERROR_REPORTING_BROWSER_DSN, which the app reads at run time (GET /api/v1/error-reporting).
   */
  ERROR_REPORTING_DSN: z.url({ protocol: /^https?$/ }).optional(),
  ERROR_REPORTING_BROWSER_DSN: z.url({ protocol: /^https?$/ }).optional(),
  /** How reports are grouped at the service (production, staging, …); NODE_ENV by default. */
  ERROR_REPORTING_ENVIRONMENT: z.string().trim().min(1).max(64).optional(),
  /** The version being run (a git commit or tag), so a report names the code it came from. */
  ERROR_REPORTING_RELEASE: z.string().trim().min(1).max(200).optional(),
  FFMPEG_PATH: z.string().default("ffmpeg"),
  FFPROBE_PATH: z.string().default("ffprobe"),
});

export type Config = ReturnType<typeof loadConfig>;

/** Parses the environment once; fails with every bad variable at once rather than the first. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  if (values.STORAGE_DRIVER === "s3" && !values.S3_BUCKET)
    throw new Error("Invalid environment:\n  S3_BUCKET: required when STORAGE_DRIVER=s3");
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the directory
  // the command was typed in, which npm keeps in INIT_CWD.
  return { ...values, DATA_DIR: resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR) };
}
