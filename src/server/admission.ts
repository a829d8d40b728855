import { AppError } from "@/server/errors";

/** What a guest reads when the server is full: the cart shows it and retries by itself after `retryAfterSeconds`. */
export const OVERLOADED_RETRY_SECONDS = 3;
export const OVERLOADED_MESSAGE = `Many guests are booking right now — trying again in ${OVERLOADED_RETRY_SECONDS} s.`;

export function overloadedError(): AppError {
  return new AppError("OVERLOADED", OVERLOADED_MESSAGE, { retryAfterSeconds: OVERLOADED_RETRY_SECONDS });
}

export type AdmissionLimits = {
  /** Calls served at once: the database pool's size, so an admitted call never waits for a connection. */
  concurrency: number;
  /** Calls waiting their turn, first come first served; one more is refused at once (503). */
  queueMax: number;
  /** The longest a call waits its turn before it is refused (503) rather than served late. */
  maxWaitMs: number;
};

type Waiter = { admit: () => void; timer: ReturnType<typeof setTimeout> };

/**
 * A bounded first-come queue in front of the API (issue 16). Past what the pool can serve, calls wait in arrival
 * order instead of piling onto the pool (whose own wait ends in a timeout, once a 500); past the queue's bound,
 * or after waiting `maxWaitMs`, a call is refused with `OVERLOADED` (503 and `Retry-After`), having done nothing.
 * It holds only this process's waiting calls: another process has its own, and nothing here is shared.
 */
export class AdmissionQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(private readonly limits: AdmissionLimits) {}

  /** Calls being served and waiting, for tests and logs. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  async run<T>(call: () => Promise<T>): Promise<T> {
    await this.enter();
    try {
      return await call();
    } finally {
      this.leave();
    }
  }

  private enter(): Promise<void> {
    if (this.active < this.limits.concurrency && this.waiting.length === 0) {
      this.active += 1;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.limits.queueMax) return Promise.reject(overloadedError());
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        // `leave` hands its place over: `active` stays as it was.
        admit: () => {
          clearTimeout(waiter.timer);
          resolve();
        },
        timer: setTimeout(() => {
          const index = this.waiting.indexOf(waiter);
          if (index >= 0) this.waiting.splice(index, 1);
          reject(overloadedError());
        }, this.limits.maxWaitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private leave(): void {
    const next = this.waiting.shift();
    if (next) next.admit();
    else this.active -= 1;
  }
}

/** node-postgres's pool gave no connection within `connectionTimeoutMillis` (Drizzle may wrap the error). */
export function isPoolExhausted(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if (cause.message.includes("timeout exceeded when trying to connect")) return true;
    cause = cause.cause;
  }
  return false;
}
