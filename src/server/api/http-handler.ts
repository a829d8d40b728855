import "server-only";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Database } from "@/server/db/client";
import type { Env } from "@/server/env";
import { createRequestContext } from "./request-context";
import { preflightErrorResponse, preflightRequest } from "./request-preflight";
import { appRouter } from "./root";

export const TRPC_ENDPOINT = "/api/trpc";
const MAX_BATCH_SIZE = 25;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export type TrpcHandlerDeps = {
  getDatabase: () => Promise<Database>;
  env: Env;
  now?: () => Date;
};

/** The `/api/trpc` endpoint as a fetch handler: used by the Next.js route and by the HTTP integration tests. */
export function createTrpcHandler({ getDatabase, env, now = () => new Date() }: TrpcHandlerDeps) {
  return async (req: Request): Promise<Response> => {
    const preflight = await preflightRequest(req, env.API_BODY_LIMIT_BYTES);
    if (!preflight.ok) {
      const path = new URL(req.url).pathname.slice(TRPC_ENDPOINT.length + 1);
      return preflightErrorResponse(preflight.failure, safeDecode(path));
    }
    const { db } = await getDatabase();
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: preflight.req,
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      allowMethodOverride: false,
      createContext: ({ req: request, resHeaders }) =>
        createRequestContext({ db, env, headers: request.headers, resHeaders, now }),
      responseMeta: () => ({ headers: { "cache-control": "no-store" } }),
    });
  };
}
