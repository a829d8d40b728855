import { TRPCError } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { Database } from "@/server/db/client";
import type { Env } from "@/server/env";
import { appRouter } from "./root";
import { createRequestContext } from "./request-context";

export const TRPC_ENDPOINT = "/api/trpc";
const MAX_BATCH_SIZE = 25;

/**
 * Passes the body through while counting it; past `limit` bytes (or a larger declared Content-Length) the
 * stream fails with PAYLOAD_TOO_LARGE, which tRPC answers in its own error format with HTTP 413.
 */
export function limitRequestBody(req: Request, limit: number): Request {
  if (!req.body) return req;
  const tooLarge = () => new TRPCError({ code: "PAYLOAD_TOO_LARGE", message: `Request body over ${limit} bytes.` });
  const declared = Number(req.headers.get("content-length") ?? 0);
  let received = 0;
  const body = req.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      start(controller) {
        if (declared > limit) controller.error(tooLarge());
      },
      transform(chunk, controller) {
        received += chunk.byteLength;
        if (received > limit) controller.error(tooLarge());
        else controller.enqueue(chunk);
      },
    }),
  );
  return new Request(req, { body, duplex: "half" } as RequestInit);
}

export type TrpcHandlerDeps = {
  getDatabase: () => Promise<Database>;
  env: Env;
  now?: () => Date;
};

/** The `/api/trpc` endpoint as a fetch handler: used by the Next.js route and by the HTTP integration tests. */
export function createTrpcHandler({ getDatabase, env, now = () => new Date() }: TrpcHandlerDeps) {
  return async (req: Request): Promise<Response> => {
    const { db } = await getDatabase();
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: limitRequestBody(req, env.API_BODY_LIMIT_BYTES),
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      allowMethodOverride: false,
      createContext: ({ req: request, resHeaders }) =>
        createRequestContext({ db, env, headers: request.headers, resHeaders, now }),
      responseMeta: () => ({ headers: { "cache-control": "no-store" } }),
    });
  };
}
