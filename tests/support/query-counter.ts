import type { Database } from "@/server/db/client";

/** Counts the statements a piece of code sends to the database (both drivers go through `client.query`). */
export async function countQueries<T>(
  database: Database,
  run: () => Promise<T>,
): Promise<{ result: T; queries: number }> {
  const client = database.client as unknown as { query: (...args: unknown[]) => Promise<unknown> };
  const original = client.query;
  let queries = 0;
  client.query = function (this: unknown, ...args: unknown[]) {
    queries += 1;
    return original.apply(this, args);
  };
  try {
    const result = await run();
    return { result, queries };
  } finally {
    client.query = original;
  }
}
