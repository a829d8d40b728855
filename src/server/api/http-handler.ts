import "server-only";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import type { TeamRole } from "@/lib/team-roles";
import { AdmissionQueue } from "@/server/admission";
import type { Database } from "@/server/db/client";
import type { Env } from "@/server/env";
import { AppError } from "@/server/errors";
import { type ApiRequest, apiRequestFromFetch } from "@/server/http/api-request";
import { processMetrics } from "@/server/metrics";
import { createRequestContext } from "./request-context";
import {
  crossSiteFailure,
  methodFailure,
  preflightErrorResponse,
  preflightRequest,
} from "./request-preflight";
import { appRouter } from "./root";
import { type Context, teamAccessFailure } from "./trpc";
import { PHOTO_UPLOAD_BODY_BYTES } from "./upload-limits";

export const TRPC_ENDPOINT = "/api/trpc";
const MAX_BATCH_SIZE = 25;

/**
 * Procedures whose input carries a file: a request calling one of them alone may be this large (decision 0028);
 * every other request, batches included, keeps `API_BODY_LIMIT_BYTES`. The larger limit is only for a team member
 * of the procedure's own rank (`role`, as its `teamProcedure` says): the session is checked before the body is
 * read, and anyone else is refused as the procedure would refuse them, the body unread.
 */
const LARGE_BODY_PROCEDURES = new Map<string, { bytes: number; role: TeamRole }>([
  ["admin.photos.upload", { bytes: PHOTO_UPLOAD_BODY_BYTES, role: "ADMIN" }],
]);

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** A 429's or 503's `Retry-After` (seconds): the longest wait any refused call of the request was told. */
function retryAfterSeconds(causes: unknown[]): number | null {
  const waits = causes.flatMap((cause) =>
    cause instanceof AppError &&
    (cause.code === "RATE_LIMITED" || cause.code === "OVERLOADED") &&
    typeof cause.details?.retryAfterSeconds === "number"
      ? [cause.details.retryAfterSeconds]
      : [],
  );
  return waits.length > 0 ? Math.max(...waits) : null;
}

export type TrpcHandlerDeps = {
  getDatabase: () => Promise<Database>;
  env: Env;
  now?: () => Date;
};

/**
 * The `/api/trpc` endpoint: takes a fetch `Request` (the Next.js route) or an `ApiRequest` read straight from Node
 * (`npm start`, the HTTP integration tests: `serveApi`).
 */
export function createTrpcHandler({
  getDatabase,
  env,
  now = () => new Date(),
}: TrpcHandlerDeps): (req: Request | ApiRequest) => Promise<Response> {
  // One line per process for every call of this endpoint: as many served at once as the pool has connections.
  const metrics = processMetrics();
  const admission = new AdmissionQueue(
    {
      concurrency: env.DB_POOL_SIZE,
      queueMax: env.API_QUEUE_MAX,
      maxWaitMs: env.API_QUEUE_WAIT_MS,
    },
    (reason) => metrics.recordLineRefusal(reason),
  );
  metrics.observeApiLine(admission);
  return async (incoming) => {
    const req = "readBody" in incoming ? incoming : apiRequestFromFetch(incoming);
    const path = () => safeDecode(new URL(req.url).pathname.slice(TRPC_ENDPOINT.length + 1));
    const wrongMethod = methodFailure(req);
    if (wrongMethod) return preflightErrorResponse(wrongMethod, path());
    const crossSite = crossSiteFailure(req, env.APP_URL);
    if (crossSite) return preflightErrorResponse(crossSite, path());
    const { db } = await getDatabase();
    let limit = env.API_BODY_LIMIT_BYTES;
    // The context of a large upload, made before its body is read: the session it looked up (and any cookie
    // better-auth set doing so) serves the call too.
    let early: { context: Context; resHeaders: Headers } | undefined;
    const large = req.method === "POST" ? LARGE_BODY_PROCEDURES.get(path()) : undefined;
    if (large) {
      const resHeaders = new Headers();
      const context = createRequestContext({ db, env, headers: req.headers, resHeaders, now, admission });
      // Not found (the database failing, the line full): the ordinary limit, and the call answers as it will.
      const user = await admission.run(() => context.getSessionUser()).catch(() => undefined);
      if (user !== undefined) {
        const refused = teamAccessFailure(user, large.role);
        if (refused) return preflightErrorResponse(refused, path(), resHeaders);
        early = { context, resHeaders };
        limit = Math.max(limit, large.bytes);
      }
    }
    const preflight = await preflightRequest(req, limit);
    if (!preflight.ok) return preflightErrorResponse(preflight.failure, path(), early?.resHeaders);
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req: preflight.req,
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      allowMethodOverride: false,
      createContext: ({ req: request, resHeaders }) => {
        if (!early)
          return createRequestContext({ db, env, headers: request.headers, resHeaders, now, admission });
        for (const cookie of early.resHeaders.getSetCookie()) resHeaders.append("set-cookie", cookie);
        return { ...early.context, resHeaders };
      },
      responseMeta: ({ errors }) => {
        const retryAfter = retryAfterSeconds(errors.map((error) => error.cause));
        return {
          headers: {
            "cache-control": "no-store",
            ...(retryAfter ? { "retry-after": String(retryAfter) } : {}),
          },
        };
      },
    });
  };
}
