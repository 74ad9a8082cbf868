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
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(10),
  LOGIN_LIMIT_PER_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LIMIT_PER_EMAIL: z.coerce.number().int().min(1).default(10),
  LOGIN_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(600),
  TRUST_PROXY: booleanFlag,
  SEED_DEMO: z.enum(["auto", "never", "always"]).default("auto"),
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
  // npm runs workspace scripts inside the workspace; a relative DATA_DIR means the directory
  // the command was typed in, which npm keeps in INIT_CWD.
  return { ...values, DATA_DIR: resolve(env.INIT_CWD ?? process.cwd(), values.DATA_DIR) };
}
