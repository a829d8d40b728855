import { PgTransaction } from "drizzle-orm/pg-core";
import type { Db } from "./client";

type Read = () => PromiseLike<unknown>;
type Results<T extends readonly Read[]> = {
  -readonly [K in keyof T]: T[K] extends () => PromiseLike<infer R> ? R : never;
};

/**
 * Runs independent reads at once on a pool, one after another inside a transaction: a transaction is one
 * connection, and node-postgres deprecates (pg 9 will refuse) a query sent while another is running on it.
 */
export async function concurrently<const T extends readonly Read[]>(db: Db, reads: T): Promise<Results<T>> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results<T>;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results<T>;
}
