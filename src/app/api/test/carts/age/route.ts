import { z } from "zod";
import { ageCartForTests } from "@/features/cart/server";
import { getDatabase } from "@/server/db/database";
import { isTestCaller } from "@/server/test-jobs";

export const dynamic = "force-dynamic";

const ZAge = z.object({
  shoppingCartUuid: z.uuid(),
  minutes: z
    .number()
    .int()
    .min(1)
    .max(24 * 60),
});

/**
 * Tests only (`TEST_JOBS_TOKEN`): a cart's holds made `minutes` older, as if that time had passed for them — the e2e
 * suite's injected clock for holds (an expired hold, the 2-hour limit) without sleeping. 404 unless the token is
 * configured and given as the bearer.
 */
export async function POST(request: Request): Promise<Response> {
  if (!isTestCaller(request)) return new Response(null, { status: 404 });
  const body = ZAge.safeParse(await request.json().catch(() => null));
  if (!body.success) {
    return Response.json({ error: "Give { shoppingCartUuid, minutes }." }, { status: 400 });
  }
  const database = await getDatabase();
  const outcome = await ageCartForTests(database.db, body.data.shoppingCartUuid, body.data.minutes);
  return Response.json(outcome, { headers: { "cache-control": "no-store" } });
}
