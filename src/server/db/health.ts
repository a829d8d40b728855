import { sql } from "drizzle-orm";
import type { Database } from "./client";

/** True when a trivial query answers within `timeoutMs`. */
export async function checkDatabase(
  getDatabase: () => Promise<Database>,
  timeoutMs = 2_000,
): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = (async () => {
    const { db } = await getDatabase();
    await db.execute(sql`select 1`);
    return true;
  })().catch(() => false);
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
