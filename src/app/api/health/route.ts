import { getDatabase } from "@/server/db/database";
import { checkDatabase } from "@/server/db/health";

export const dynamic = "force-dynamic";

/**
 * For load balancers and uptime checks: 200 when the database answers, 503 when it does not. While `npm start`
 * shuts down, its server answers this path 503 `{ status: "draining" }` itself (src/server/http/draining.ts).
 */
export async function GET(): Promise<Response> {
  const reachable = await checkDatabase(getDatabase);
  return Response.json(
    { status: reachable ? "ok" : "degraded", database: reachable ? "reachable" : "unreachable" },
    { status: reachable ? 200 : 503, headers: { "cache-control": "no-store" } },
  );
}
