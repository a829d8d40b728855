import { releaseExpiredHolds } from "@/features/availability/site-allocations.service";
import { runMembershipLifecycle } from "@/features/membership/membership-billing.service";
import type { Database } from "@/server/db/client";
import type { Env } from "@/server/env";
import { logger } from "@/server/logger";
import { dispatchOutbox } from "@/server/mail/dispatch-outbox";
import { mailTransportFor } from "@/server/mail/transport";
import { getPaymentGateway } from "@/server/payments/payment-gateways";
import { pruneRateLimits } from "@/server/rate-limit";

const OUTBOX_INTERVAL_MS = 5_000;
const HOUSEKEEPING_INTERVAL_MS = 60_000;
const MEMBERSHIP_INTERVAL_MS = 60 * 60_000;
const RATE_LIMIT_RETENTION_MS = 24 * 60 * 60_000;

/** Runs `work` every `intervalMs`, never overlapping itself; `stop()` waits for the run under way. */
function every(name: string, intervalMs: number, work: () => Promise<void>) {
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = work()
      .catch((error: unknown) => logger.error({ err: error, job: name }, "background job failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return async () => {
    clearInterval(timer);
    await running;
  };
}

/**
 * The app process's periodic work: deliver the mail outbox (to SMTP_URL, or as files in DATA_DIR/outbox),
 * release expired holds, prune old rate-limit counters, and run the Rewards memberships' renewals and endings.
 */
export function startBackgroundJobs(database: Database, env: Env): { stop: () => Promise<void> } {
  const transport = mailTransportFor(env);
  const stops = [
    every("mail-outbox", OUTBOX_INTERVAL_MS, async () => {
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
    ...(env.MEMBERSHIP_ENABLED
      ? [
          every("memberships", MEMBERSHIP_INTERVAL_MS, async () => {
            const outcome = await runMembershipLifecycle(database.db, getPaymentGateway(), new Date());
            if (outcome.renewed + outcome.declined + outcome.ended > 0)
              logger.info(outcome, "memberships updated");
          }),
        ]
      : []),
  ];
  return { stop: async () => void (await Promise.all(stops.map((stop) => stop()))) };
}
