import type { Db } from "@/server/db/client";

/**
 * `db` unchanged, counting the transactions opened on it (not the savepoints inside them): one per turn of a type's
 * line, for instance. Everything else passes straight through to the real database.
 */
export function countingTransactions(db: Db): { db: Db; opened: () => number } {
  let opened = 0;
  const counted = new Proxy(db, {
    get(target, key) {
      const value = Reflect.get(target, key, target);
      if (key !== "transaction" || typeof value !== "function") return value;
      return (...args: unknown[]) => {
        opened += 1;
        return value.apply(target, args);
      };
    },
  });
  return { db: counted, opened: () => opened };
}
