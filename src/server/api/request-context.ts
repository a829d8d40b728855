import "server-only";
import type { AdmissionQueue } from "@/server/admission";
import { getAuth, resolveAuthSecret } from "@/server/auth";
import type { Db } from "@/server/db/client";
import type { Env } from "@/server/env";
import type { PaymentGateway } from "@/server/payments/payment-gateway";
import { getPaymentGateway } from "@/server/payments/payment-gateways";
import { type Context, createContext } from "./trpc";

/** The tRPC context of one request, for the HTTP endpoint and for server components alike. */
export function createRequestContext(options: {
  db: Db;
  env: Env;
  headers: Headers;
  resHeaders?: Headers;
  now?: () => Date;
  payments?: PaymentGateway;
  admission?: AdmissionQueue;
}): Context {
  const { db, env } = options;
  return createContext({
    db,
    auth: getAuth(db, { secret: resolveAuthSecret(env), baseURL: env.APP_URL }),
    headers: options.headers,
    resHeaders: options.resHeaders ?? new Headers(),
    now: options.now ?? (() => new Date()),
    membershipEnabled: env.MEMBERSHIP_ENABLED,
    appUrl: env.APP_URL,
    payments: options.payments ?? getPaymentGateway(),
    admission: options.admission,
  });
}
