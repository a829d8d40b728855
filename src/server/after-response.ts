import { logger } from "@/server/logger";

const pending = new Set<Promise<unknown>>();

/** Starts `work` on the event loop's next turn, once the code that asked for it (an answer's) has run. */
export function nextTurn(work: () => Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => setImmediate(resolve)).then(async () => {
    await work();
  });
}

/**
 * Runs work after the answer: account e-mails whose sending would otherwise make the answer slower for an address
 * that has an account than for one that has none (decision 0041). A function starts on the event loop's next turn,
 * once the answer's own code has run; a promise is already under way. A failure is logged, never thrown.
 */
export function afterResponse(work: Promise<unknown> | (() => Promise<unknown>), what: string): void {
  const started = typeof work === "function" ? nextTurn(work) : work;
  const tracked = started
    .catch((error: unknown) => logger.error({ err: error, task: what }, "background task failed"))
    .finally(() => pending.delete(tracked));
  pending.add(tracked);
}

/** Resolves once every task started so far has finished: the server's shutdown, and tests that read the outbox. */
export async function afterResponseSettled(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
