import { AppError } from "@/server/errors";

/** What a guest reads when the server is full: the cart shows it and retries by itself after `retryAfterSeconds`. */
export const OVERLOADED_RETRY_SECONDS = 3;
export const OVERLOADED_MESSAGE = `Many guests are booking right now — trying again in ${OVERLOADED_RETRY_SECONDS} s.`;
export const BUSY_MESSAGE = "Many guests are booking right now. Please try again in a few seconds.";

/**
 * The server was full. `retryable`: the call did nothing (refused in line, or its transaction rolled back), so a
 * client may send it again by itself; otherwise part of it may have happened and the guest decides (503 either way).
 */
export function overloadedError(retryable = true): AppError {
  return new AppError("OVERLOADED", retryable ? OVERLOADED_MESSAGE : BUSY_MESSAGE, {
    retryAfterSeconds: OVERLOADED_RETRY_SECONDS,
    retryable,
  });
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

/** Told of each call the line refuses: no room left (`full`) or waited `maxWaitMs` (`timeout`) — for metrics. */
export type OnRefused = (reason: "full" | "timeout") => void;

/**
 * A bounded first-come queue in front of the API (issue 16). Past what the pool can serve, calls wait in arrival
 * order instead of piling onto the pool (whose own wait ends in a timeout, once a 500); past the queue's bound,
 * or after waiting `maxWaitMs`, a call is refused with `OVERLOADED` (503 and `Retry-After`), having done nothing.
 * It holds only this process's waiting calls: another process has its own, and nothing here is shared.
 */
export class AdmissionQueue {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly limits: AdmissionLimits,
    private readonly onRefused: OnRefused = () => {},
  ) {}

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
    if (this.waiting.length >= this.limits.queueMax) {
      this.onRefused("full");
      return Promise.reject(overloadedError());
    }
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
          this.onRefused("timeout");
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

/** The database could not give a connection in time, or refused one (too many clients, starting up). */
const NO_CONNECTION_MESSAGES = [
  "timeout exceeded when trying to connect",
  "Connection terminated due to connection timeout",
];
/** No connection, or a transaction PostgreSQL gave up on to let another through (deadlock, serialization). */
const BUSY_SQLSTATES = new Set(["53300", "57P03", "40P01", "40001"]);
/** A lock not granted within the claim's `lock_timeout`: its transaction rolled back, so nothing happened. */
const LOCK_TIMEOUT_SQLSTATE = "55P03";

function errorChain(error: unknown): Error[] {
  const chain: Error[] = [];
  for (let cause = error; cause instanceof Error && chain.length < 5; cause = cause.cause) chain.push(cause);
  return chain;
}

const sqlState = (error: Error) => (error as { code?: unknown }).code;

/**
 * A failure that is the server being full, not broken (503, never 500), as the error to answer with: a lock wait
 * that timed out is retryable (rolled back); no connection, or a deadlock's or serialization failure's victim, is
 * not (an earlier transaction of the call may have committed). Null for every other failure. Drizzle wraps driver
 * errors: the whole cause chain is read.
 */
export function overloadOf(error: unknown): AppError | null {
  const chain = errorChain(error);
  if (chain.some((cause) => sqlState(cause) === LOCK_TIMEOUT_SQLSTATE)) return overloadedError(true);
  const busy = chain.some(
    (cause) =>
      NO_CONNECTION_MESSAGES.some((message) => cause.message.includes(message)) ||
      BUSY_SQLSTATES.has(String(sqlState(cause))),
  );
  return busy ? overloadedError(false) : null;
}
