import { createTrpcHandler } from "@/server/api/http-handler";
import { getDatabase } from "@/server/db/database";
import { getEnv } from "@/server/env";

export const dynamic = "force-dynamic";

let handler: ((req: Request) => Promise<Response>) | undefined;

function handle(req: Request): Promise<Response> {
  handler ??= createTrpcHandler({ getDatabase, env: getEnv() });
  return handler(req);
}

export { handle as GET, handle as POST };
