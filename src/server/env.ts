import path from "node:path";
import { z } from "zod";

/** "true"/"1"/"on"/"yes" and their opposites, so flags read naturally in `.env` files. */
const zFlag = z
  .enum(["true", "false", "1", "0", "on", "off", "yes", "no"])
  .transform((value) => ["true", "1", "on", "yes"].includes(value));

const ZEnv = z
  .object({
    NODE_ENV: z.enum(["development", "test", "production"]).default("development"),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATA_DIR: z.string().min(1).default(".data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    APP_URL: z.url().optional(),
    MEMBERSHIP_ENABLED: zFlag.default(true),
    BETTER_AUTH_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Proxies in front of the app whose X-Forwarded-For entries are trusted (0 = the socket address is the client). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
    API_BODY_LIMIT_BYTES: z.coerce.number().int().positive().default(1_048_576),
    /** PostgreSQL connections per app process; also the API calls it serves at once (the rest wait in line). */
    DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
    /** API calls that may wait in line per process before more are refused with 503 and Retry-After. */
    API_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(1_000),
    /** The longest an API call waits in line before it is refused with 503 (milliseconds). */
    API_QUEUE_WAIT_MS: z.coerce.number().int().min(1).max(120_000).default(20_000),
    /** After SIGTERM, how long the calls under way get to finish before they are cut (milliseconds). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** Google Tag Manager container; unset = no tag manager and no analytics events leave the browser. */
    NEXT_PUBLIC_GTM_ID: z
      .string()
      .regex(/^GTM-[A-Z0-9]+$/, "must look like GTM-XXXXXXX")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Sender of every e-mail. */
    MAIL_FROM: z.string().min(3).default("Lantern Parks <no-reply@lantern.example>"),
    /** SMTP server that delivers the outbox (smtp:// or smtps://, credentials in the URL); unset = .eml files. */
    SMTP_URL: z
      .url({ protocol: /^smtps?$/, hostname: /./, error: "must be an smtp:// or smtps:// URL" })
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** How often the outbox is delivered (milliseconds): a sign-in link or confirmation waits at most this long. */
    MAIL_OUTBOX_INTERVAL_MS: z.coerce.number().int().min(200).max(300_000).default(5_000),
    /** Optional privacy-friendly site-analytics script (e.g. Plausible), loaded on every page when set. */
    SITE_ANALYTICS_SCRIPT_URL: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** The site's name at that analytics service (sent as the script's data-domain). */
    SITE_ANALYTICS_DOMAIN: z.string().optional(),
    /** Sentry project DSN; unset = no error reporting and no Sentry code loaded in the browser. */
    SENTRY_DSN: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Stripe's secret key (`sk_test_…`/`sk_live_…`): set, card payments go through Stripe (decision 0053). */
    STRIPE_SECRET_KEY: z
      .string()
      .regex(/^(sk|rk)_(test|live)_\w+$/, "must be a Stripe secret key (sk_test_… or sk_live_…)")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Stripe's publishable key (`pk_…`), given to the browser for the Payment Element. */
    STRIPE_PUBLISHABLE_KEY: z
      .string()
      .regex(/^pk_(test|live)_\w+$/, "must be a Stripe publishable key (pk_test_… or pk_live_…)")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** The signing secret of the `/api/webhooks/stripe` endpoint (`whsec_…`). */
    STRIPE_WEBHOOK_SECRET: z
      .string()
      .regex(/^whsec_\w+$/, "must be a Stripe webhook signing secret (whsec_…)")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Another host for the Stripe SDK (tests point it at a local Stripe-compatible server); default Stripe's. */
    STRIPE_API_BASE: z
      .url()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /**
     * Tests only: the bearer token of `POST /api/test/jobs/balances`, which runs the balance job at an instant the
     * test gives (the e2e run's injected clock). Unset, the route answers 404. Never set it in production.
     */
    TEST_JOBS_TOKEN: z
      .string()
      .min(24, "must be at least 24 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** The bearer token Prometheus scrapes `/api/metrics` with (decision 0064); unset, that path is a 404. */
    METRICS_TOKEN: z
      .string()
      .min(16, "must be at least 16 characters")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Where the scheduled backups are written (decision 0065); unset = no scheduled backups. */
    BACKUP_DIR: z
      .string()
      .optional()
      .or(z.literal("").transform(() => undefined)),
    /** Scheduled backups kept in BACKUP_DIR; older ones are removed after each new one. */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
    /** Hours between scheduled backups (the first within ten minutes of the first start). */
    BACKUP_INTERVAL_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 31)
      .default(24),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  })
  .superRefine((env, context) => {
    // Several app processes share one PostgreSQL: they must all sign sessions with the same secret.
    if (env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message: "must be set when DATABASE_URL is (every app process signs sessions with it)",
      });
    }
    // Stripe is all or nothing: the browser needs the publishable key, the webhook its secret.
    if (env.STRIPE_SECRET_KEY) {
      for (const key of ["STRIPE_PUBLISHABLE_KEY", "STRIPE_WEBHOOK_SECRET"] as const) {
        if (!env[key]) {
          context.addIssue({ code: "custom", path: [key], message: "must be set when STRIPE_SECRET_KEY is" });
        }
      }
    }
  });

export type Env = z.infer<typeof ZEnv> & { APP_URL: string; dataDir: string };

let cached: Env | undefined;

/** The one validated configuration of the server. Throws a readable list of problems on bad values. */
export function getEnv(source: NodeJS.ProcessEnv = process.env): Env {
  if (cached && source === process.env) return cached;
  const parsed = ZEnv.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid configuration (see .env.example):\n${problems.join("\n")}`);
  }
  const env: Env = {
    ...parsed.data,
    APP_URL: parsed.data.APP_URL ?? `http://localhost:${parsed.data.PORT}`,
    dataDir: path.resolve(parsed.data.DATA_DIR),
  };
  if (source === process.env) cached = env;
  return env;
}
