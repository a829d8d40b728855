import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import path from "node:path";
import { runAlertMatching } from "@/features/alerts/server";
import { onClaimsReleased, releaseExpiredHolds } from "@/features/availability/server";
import { runMembershipLifecycle } from "@/features/membership/server";
import { sendScheduledMessages } from "@/features/messages/server";
import { collectDueBalances } from "@/features/reservations/server";
import { sendReviewInvitations } from "@/features/reviews/server";
import { backupSourceOf } from "@/server/backup/create-backup";
import { runScheduledBackup } from "@/server/backup/scheduled-backup";
import type { Database } from "@/server/db/client";
import type { Env } from "@/server/env";
import { logger } from "@/server/logger";
import { dispatchOutbox } from "@/server/mail/dispatch-outbox";
import { mailTransportFor } from "@/server/mail/transport";
import { processMetrics } from "@/server/metrics";
import { getPaymentGateway } from "@/server/payments/payment-gateways";
import { pruneRateLimits } from "@/server/rate-limit";

const HOUSEKEEPING_INTERVAL_MS = 60_000;
const MEMBERSHIP_INTERVAL_MS = 60 * 60_000;
/** Deposits' balances fall due by the day at each park: hourly finds each within the hour of its park's midnight. */
const BALANCE_INTERVAL_MS = 60 * 60_000;
/** Alerts' matching: every half minute (offers lapse on time), and a second after this process frees a claim. */
const ALERT_MATCHING_INTERVAL_MS = 30_000;
const ALERT_MATCHING_NUDGE_MS = 1_000;
/** The parks' pre-arrival, confirmation and thank-you e-mails: every ten minutes is soon enough for each. */
const MESSAGES_INTERVAL_MS = 10 * 60_000;
/** Review invitations go within ten minutes of a check-out (decision 0068). */
const REVIEW_INVITATIONS_INTERVAL_MS = 10 * 60_000;
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;
/** How often a process asks whether a scheduled backup is due (the schedule itself is a lease: scheduled-backup.ts). */
const BACKUP_CHECK_INTERVAL_MS = 10 * 60_000;

/**
 * Runs `work` every `intervalMs`, never overlapping itself; `stop()` waits for the run under way. `nudge(ms)` asks
 * for one more run within `ms` (several nudges meanwhile make one run; a run already under way is followed by one).
 */
function every(name: string, intervalMs: number, work: () => Promise<void>) {
  let running: Promise<void> | null = null;
  let again = false;
  let soon: NodeJS.Timeout | null = null;
  let stopped = false;
  const metrics = processMetrics();
  metrics.recordJobStart(name);
  const tick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    const started = performance.now();
    const ran = (ok: boolean) => metrics.recordJobRun(name, { durationMs: performance.now() - started, ok });
    running = work()
      .then(
        () => ran(true),
        (error: unknown) => {
          ran(false);
          logger.error({ err: error, job: name }, "background job failed");
        },
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  const stop = async () => {
    stopped = true;
    clearInterval(timer);
    if (soon) clearTimeout(soon);
    await running;
  };
  const nudge = (delayMs: number) => {
    soon ??= setTimeout(() => {
      soon = null;
      tick();
    }, delayMs);
  };
  return Object.assign(stop, { nudge });
}

/**
 * The app process's periodic work: deliver the mail outbox (to SMTP_URL, or as files in DATA_DIR/outbox),
 * release expired holds, prune old rate-limit counters, charge deposits' balances on their dates, run the Rewards
 * memberships' renewals and endings, invite checked-out guests to review their stays,
 * offer freed sites to the availability alerts waiting (one process at a time, by lease), and write the scheduled
 * backups when BACKUP_DIR is set (one process, by lease).
 */
export function startBackgroundJobs(database: Database, env: Env): { stop: () => Promise<void> } {
  const transport = mailTransportFor(env);
  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  const alerts = every("alert-matching", ALERT_MATCHING_INTERVAL_MS, async () => {
    const outcome = await runAlertMatching(database.db, { now: new Date(), appUrl: env.APP_URL, holder });
    if (outcome.offered + outcome.lapsed + outcome.ended > 0)
      logger.info(outcome, "availability alerts matched");
  });
  const stopListening = onClaimsReleased(() => alerts.nudge(ALERT_MATCHING_NUDGE_MS));
  const stops = [
    alerts,
    async () => void stopListening(),
    every("mail-outbox", env.MAIL_OUTBOX_INTERVAL_MS, async () => {
      const { sent, failed } = await dispatchOutbox(database.db, transport, {
        now: new Date(),
        from: env.MAIL_FROM,
      });
      if (sent + failed > 0) logger.info({ sent, failed }, "mail outbox dispatched");
    }),
    every("housekeeping", HOUSEKEEPING_INTERVAL_MS, async () => {
      const now = new Date();
      const released = await releaseExpiredHolds(database.db, now);
      if (released > 0) logger.info({ released }, "expired holds released");
      await pruneRateLimits(database.db, new Date(now.getTime() - RATE_LIMIT_RETENTION_MS));
    }),
    every("balances", BALANCE_INTERVAL_MS, async () => {
      const outcome = await collectDueBalances(database.db, getPaymentGateway(), {
        now: new Date(),
        appUrl: env.APP_URL,
      });
      if (outcome.charged + outcome.declined > 0) logger.info(outcome, "deposit balances collected");
    }),
    every("messages", MESSAGES_INTERVAL_MS, async () => {
      const { sent } = await sendScheduledMessages(database.db, { now: new Date(), appUrl: env.APP_URL });
      if (sent > 0) logger.info({ sent }, "park messages sent");
    }),
    every("review-invitations", REVIEW_INVITATIONS_INTERVAL_MS, async () => {
      const { sent } = await sendReviewInvitations(database.db, { now: new Date(), appUrl: env.APP_URL });
      if (sent > 0) logger.info({ sent }, "review invitations sent");
    }),
    ...(env.MEMBERSHIP_ENABLED
      ? [
          every("memberships", MEMBERSHIP_INTERVAL_MS, async () => {
            const outcome = await runMembershipLifecycle(database.db, getPaymentGateway(), new Date());
            if (outcome.renewed + outcome.declined + outcome.ended > 0)
              logger.info(outcome, "memberships updated");
          }),
        ]
      : []),
    ...(env.BACKUP_DIR ? [scheduledBackups(database, env, env.BACKUP_DIR)] : []),
  ];
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}

/** BACKUP_DIR's backups (decision 0065): every BACKUP_INTERVAL_HOURS, by one process, BACKUP_KEEP kept. */
function scheduledBackups(database: Database, env: Env, dir: string) {
  const source = backupSourceOf(database, env.DATABASE_URL);
  return every("backup", BACKUP_CHECK_INTERVAL_MS, async () => {
    const outcome = await runScheduledBackup(database.db, source, {
      dir: path.resolve(dir),
      keep: env.BACKUP_KEEP,
      intervalMs: env.BACKUP_INTERVAL_HOURS * 60 * 60_000,
      outboxDir: path.join(env.dataDir, "outbox"),
      now: new Date(),
    });
    if (outcome) logger.info({ file: outcome.file, pruned: outcome.pruned.length }, "backup written");
  });
}
