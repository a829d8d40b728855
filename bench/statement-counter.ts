import type { Database } from "../src/server/db/client";

type Queryable = { query: (...args: unknown[]) => Promise<unknown> };

function countOn(target: Queryable, count: () => void) {
  const query = target.query.bind(target);
  target.query = (...args: unknown[]) => {
    count();
    return query(...args);
  };
}

/**
 * Counts every statement sent to the database, inside transactions too: on PGlite a transaction queries through
 * its own `tx` object, on PostgreSQL through a client checked out of the pool, not through `client.query`.
 */
export function countStatements(database: Database): { read: () => number } {
  let statements = 0;
  const count = () => {
    statements += 1;
  };
  if (database.kind === "pglite") {
    countOn(database.client as unknown as Queryable, count);
    const client = database.client as unknown as {
      transaction: (run: (tx: Queryable) => Promise<unknown>) => Promise<unknown>;
    };
    const transaction = client.transaction.bind(client);
    client.transaction = (run) =>
      transaction((tx) => {
        countOn(tx, count);
        return run(tx);
      });
  } else {
    // pool.query checks a client out itself, so counting the checked-out clients counts everything once.
    type Callback = (error: Error | undefined, connection: Queryable, release: () => void) => void;
    const pool = database.client as unknown as {
      connect: (callback?: Callback) => Promise<Queryable> | undefined;
    };
    const connect = pool.connect.bind(pool);
    const counted = new WeakSet<Queryable>();
    const track = (connection: Queryable) => {
      if (connection && !counted.has(connection)) {
        counted.add(connection);
        countOn(connection, count);
      }
      return connection;
    };
    pool.connect = (callback?: Callback) =>
      callback
        ? connect((error, connection, release) => callback(error, track(connection), release))
        : (connect() as Promise<Queryable>).then(track);
  }
  return { read: () => statements };
}
