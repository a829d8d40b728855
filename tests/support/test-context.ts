import { createRequestContext } from "@/server/api/request-context";
import { createCaller } from "@/server/api/root";
import type { Db } from "@/server/db/client";
import { type Env, getEnv } from "@/server/env";
import type { PaymentGateway } from "@/server/payments/payment-gateway";

export const TEST_AUTH_SECRET = "test-secret-test-secret-test-secret-0123456789";

export function testEnv(overrides: Record<string, string> = {}): Env {
  return getEnv({
    NODE_ENV: "test",
    APP_URL: "http://localhost:3000",
    BETTER_AUTH_SECRET: TEST_AUTH_SECRET,
    DATA_DIR: "/tmp/lantern-test-data",
    ...overrides,
  } as NodeJS.ProcessEnv);
}

/** A server-side caller as a request with these headers (cookies) would get, at a fixed clock if given. */
export function callerFor(
  db: Db,
  options: {
    headers?: HeadersInit;
    now?: Date;
    env?: Env;
    payments?: PaymentGateway;
    resHeaders?: Headers;
  } = {},
) {
  const now = options.now;
  return createCaller(
    createRequestContext({
      db,
      env: options.env ?? testEnv(),
      headers: new Headers(options.headers),
      now: now ? () => now : undefined,
      payments: options.payments,
      resHeaders: options.resHeaders,
    }),
  );
}
