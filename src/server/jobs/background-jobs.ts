import path from "node:path";
import type { Database } from "@/server/db/client";
import type { Env } from "@/server/env";
import { logger } from "@/server/logger";
import { dispatchOutbox } from "@/server/mail/dispatch-outbox";
import { fileTransport } from "@/server/mail/transport";

const OUTBOX_INTERVAL_MS = 5_000;

/**
 * The app process's periodic work: deliver the mail outbox (files in DATA_DIR/outbox). A run never overlaps the
 * previous one; `stop()` waits for the one under way, so the database can close after it.
 */
export function startBackgroundJobs(database: Database, env: Env): { stop: () => Promise<void> } {
  const transport = fileTransport(path.join(env.dataDir, "outbox"));
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = dispatchOutbox(database.db, transport, { now: new Date(), from: env.MAIL_FROM })
      .then(({ sent, failed }) => {
        if (sent + failed > 0) logger.info({ sent, failed }, "mail outbox dispatched");
      })
      .catch((error: unknown) => logger.error({ err: error }, "mail outbox dispatch failed"))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, OUTBOX_INTERVAL_MS);
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
