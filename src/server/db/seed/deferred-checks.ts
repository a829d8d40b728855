/**
 * The bulk loader's way of filling the four big tables (PostgreSQL's "Populating a Database": drop foreign keys
 * and indexes, load, build them again): eight foreign-key lookups a reservation, row by row, cost the server
 * more than one set-based check of every row at the end, and a btree built once is cheaper than one grown row by
 * row.
 *
 * `deferChecks` writes the definition of every foreign key and secondary index of those tables into
 * `seed_deferred_checks` and drops them, in one transaction; `restoreChecks` builds each again from its stored
 * definition and removes that definition, in one transaction per check (a foreign key validates every row: a row
 * with no parent fails its build, which keeps its definition and those of the checks not built yet). An
 * interrupted seed leaves the definitions in the database itself, and the next seed finishes what it began.
 *
 * Kept while loading: primary keys, unique and check constraints (they decide a failed batch,
 * scale.integration.test.ts) and the exclusion constraint — building its GiST index afterwards took longer, on one
 * core, than growing it on two (bench/README.md, "Scale seed").
 *
 * While the checks are off the app must not serve from the database: the seed is for an empty benchmark database.
 */
import { sql } from "drizzle-orm";
import type { Db } from "../client";
import { onLanes } from "../lanes";

const BULK_TABLES = ["orders", "order_parks", "reservations", "site_allocations"];
/** Memory for each index build and foreign-key check: millions of rows sort and hash in memory, not on disk. */
const BUILD_MEMORY = "256MB";

type Deferred = { position: number; name: string; ddl: string };

const tableList = sql.join(
  BULK_TABLES.map((table) => sql`${table}::regclass`),
  sql`, `,
);

async function ensureTable(db: Db): Promise<void> {
  await db.execute(sql`
    create table if not exists seed_deferred_checks (
      position integer primary key,
      name text not null,
      ddl text not null
    )`);
}

async function deferred(db: Db): Promise<Deferred[]> {
  const result = (await db.execute(
    sql`select position, name, ddl from seed_deferred_checks order by position`,
  )) as { rows: Deferred[] };
  return result.rows;
}

/** Drops the big tables' foreign keys and secondary indexes, keeping their definitions. */
export async function deferChecks(db: Db): Promise<{ deferred: number; resumed: boolean }> {
  return db.transaction(async (tx) => {
    await ensureTable(tx);
    const pending = await deferred(tx);
    // An interrupted seed dropped them already: they stay off until this run restores them.
    if (pending.length > 0) return { deferred: pending.length, resumed: true };
    const found = (await tx.execute(sql`
      select 'constraint' as kind, conrelid::regclass::text as "table", conname as name,
        pg_get_constraintdef(oid) as definition
      from pg_constraint
      where conrelid in (${tableList}) and contype = 'f'
      union all
      select 'index', indrelid::regclass::text, indexrelid::regclass::text, pg_get_indexdef(indexrelid)
      from pg_index
      where indrelid in (${tableList})
        and not exists (select 1 from pg_constraint where conindid = indexrelid)
      order by 1, 2, 3`)) as { rows: { kind: string; table: string; name: string; definition: string }[] };
    const rows = found.rows;
    let position = 0;
    for (const row of rows) {
      position += 1;
      const constraint = row.kind === "constraint";
      const ddl = constraint
        ? `alter table ${row.table} add constraint ${quoteIdent(row.name)} ${row.definition}`
        : row.definition;
      await tx.execute(
        sql`insert into seed_deferred_checks (position, name, ddl) values (${position}, ${row.name}, ${ddl})`,
      );
      await tx.execute(
        sql.raw(
          constraint
            ? `alter table ${row.table} drop constraint ${quoteIdent(row.name)}`
            : `drop index ${row.name}`,
        ),
      );
    }
    return { deferred: rows.length, resumed: false };
  });
}

/**
 * Builds every deferred check again, each validating the rows loaded meanwhile; the count restored. Each check is
 * built in its own transaction, which also removes its definition, so a failure keeps the definitions of the
 * checks not built (the failed one among them) for the next run. `concurrency` connections build at once: a
 * foreign key's validation runs on one core, and two of them on different tables run side by side. Checks are taken
 * one table after another in turn, so that the two rarely wait for the same table's lock.
 */
export async function restoreChecks(db: Db, options: { concurrency?: number } = {}): Promise<number> {
  await ensureTable(db);
  const queue = alternatingTables(await deferred(db));
  const failure = await onLanes(queue, options.concurrency ?? 1, ({ ddl, position }) =>
    db.transaction(async (tx) => {
      // The builds read every row of the table: the pool's limits are meant for requests.
      await tx.execute(sql`set local statement_timeout = 0`);
      await tx.execute(sql.raw(`set local maintenance_work_mem = '${BUILD_MEMORY}'`));
      await tx.execute(sql.raw(`set local work_mem = '${BUILD_MEMORY}'`));
      await tx.execute(sql.raw(ddl));
      await tx.execute(sql`delete from seed_deferred_checks where position = ${position}`);
    }),
  );
  if (failure) throw failure.reason;
  return queue.length;
}

/** The table a deferred check's DDL builds on: `alter table X …` or `CREATE INDEX … ON public.X USING …`. */
function tableOf(ddl: string): string {
  return /^alter table (\S+)/i.exec(ddl)?.[1] ?? / ON (?:public\.)?(\S+) USING /.exec(ddl)?.[1] ?? ddl;
}

/** The checks in turns of one per table (first of each table, then the second of each…), stored order within. */
function alternatingTables(checks: Deferred[]): Deferred[] {
  const rank = new Map<string, number>();
  const ranked = checks.map((check, order) => {
    const table = tableOf(check.ddl);
    const turn = rank.get(table) ?? 0;
    rank.set(table, turn + 1);
    return { check, turn, order };
  });
  ranked.sort((a, b) => a.turn - b.turn || a.order - b.order);
  return ranked.map(({ check }) => check);
}

/** How many checks are off (a seed running or interrupted); 0 when none were ever deferred. Creates nothing. */
export async function deferredChecks(db: Db): Promise<number> {
  const table = (await db.execute(
    sql`select to_regclass('seed_deferred_checks') is not null as present`,
  )) as {
    rows: { present: boolean }[];
  };
  return table.rows[0]?.present ? (await deferred(db)).length : 0;
}

/** `pg_constraint.conname` as an identifier: the constraint names drizzle writes hold capitals. */
const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;
