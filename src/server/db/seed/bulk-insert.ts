/**
 * Many rows in one statement, for the scale seed: each column travels as one array parameter, expanded by
 * `unnest`. Few parameters whatever the row count (never PostgreSQL's 65,535), the same SQL on node-postgres and
 * PGlite, and cheap for the server to read: parsing typed arrays costs about a quarter of what
 * `jsonb_to_recordset` did on the same rows (measured on PostgreSQL 15, 2026-11-24).
 */
import { getTableColumns, type SQL, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../client";

/**
 * Inserts `rows` into `table`. Every row must have the same keys as the first; columns left out take their defaults.
 * A value every row holds as the very same object or primitive (a park's terms on each of its reservations) travels
 * once as a scalar, not once per row.
 */
export async function bulkInsert<T extends PgTable>(db: Db, table: T, rows: T["$inferInsert"][]) {
  if (rows.length === 0) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(rows[0]!);
  const valuesOf = (key: string) => rows.map((row) => (row as Record<string, unknown>)[key]);
  const shared = new Set(
    keys.filter((key) => rows.length > 1 && valuesOf(key).every((value, _, all) => value === all[0])),
  );
  // unnest needs one array at least: with every value shared, the rows all go as arrays.
  if (shared.size === keys.length) shared.clear();
  const names: SQL[] = [];
  const values: SQL[] = [];
  const arrayNames: SQL[] = [];
  const arrays: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`bulkInsert: ${key} is not a column`);
    // The client runs with casing "snake_case": a column declared without a name is named after its key.
    const name = sql`${sql.identifier(column.keyAsName ? toSnakeCase(column.name) : column.name)}`;
    const type = column.getSQLType();
    names.push(name);
    if (shared.has(key)) {
      values.push(sql`${driverValue(valuesOf(key)[0], column)}::${sql.raw(type)}`);
      continue;
    }
    const literal = arrayLiteral(valuesOf(key), column);
    arrayNames.push(name);
    // An array column's values cannot be one multidimensional array (their lengths differ): each goes as text.
    if (type.endsWith("[]")) {
      values.push(sql`x.${name}::${sql.raw(type)}`);
      arrays.push(sql`${literal}::text[]`);
    } else {
      values.push(sql`x.${name}`);
      arrays.push(sql`${literal}::${sql.raw(type)}[]`);
    }
  }
  await db.execute(
    sql`insert into ${table} (${sql.join(names, sql`, `)})
      select ${sql.join(values, sql`, `)}
      from unnest(${sql.join(arrays, sql`, `)}) as x(${sql.join(arrayNames, sql`, `)})`,
  );
}

/** A JSON escape of a control character (`\n`, `\u0001`): one not preceded by an escaped backslash. */
const CONTROL_ESCAPE = /(?<!\\)(?:\\\\)*\\[bfnrtu]/;

/** A value as the driver sends it: objects (JSON, arrays, dates) through the column's mapping, a missing one null. */
function driverValue(value: unknown, column: PgColumn): unknown {
  if (value === null || value === undefined) return null;
  return typeof value === "object" ? column.mapToDriverValue(value) : value;
}

/**
 * A PostgreSQL array literal of one column's values, `{"a","b",null}`, written by JSON.stringify: JSON's quoting
 * is the array literal's (a quote or backslash escaped by a backslash; null and numbers bare), and native, which
 * matters at millions of values.
 */
function arrayLiteral(values: unknown[], column: PgColumn): string {
  const json = JSON.stringify(values.map((value) => driverValue(value, column)));
  // The one difference: JSON writes control characters as escapes the array literal does not know.
  if (CONTROL_ESCAPE.test(json)) {
    throw new Error(`bulkInsert: a value of ${column.name} holds a control character`);
  }
  return `{${json.slice(1, -1)}}`;
}
