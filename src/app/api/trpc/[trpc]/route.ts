import { createTrpcHandler } from "@/server/api/http-handler";
import { getDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

let handler: ((req: Request) => Promise<Response>) | undefined;

function handle(req: Request): Promise<Response> {
  handler ??= createTrpcHandler({ getDatabase, env: getEnv() });
  return handler(req);
}

// GET and POST are served; the endpoint answers every other method Next routes here itself, with 405 in tRPC's
// envelope and `Allow` (Next's own answers would be a bare 405, or 204 to OPTIONS). HEAD is Next's GET.
export { handle as GET, handle as POST, handle as PUT, handle as PATCH, handle as DELETE, handle as OPTIONS };
