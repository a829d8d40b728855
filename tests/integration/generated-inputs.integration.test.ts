import { getTableColumns, is } from "drizzle-orm";
import { PgTable, PgUUID } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTrpcHandler } from "@/server/api/http-handler";
import { schema } from "@/server/db/client";
import { seedDemoData } from "@/server/db/seed/demo";
import { NOW } from "../support/checkout-scenario";
import { dateEdgeInputs, dateFieldsOf, type Schema } from "../support/date-edge-inputs";
import { httpCaller } from "../support/http-call";
import { serveApiHandler } from "../support/http-server";
import { methodOf, procedures } from "../support/procedures";
import { arbitraryOf } from "../support/schema-arbitrary";
import { signInDemoStaff } from "../support/staff";
import { testEnv } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

/*
 * Every procedure with an input, called over HTTP with inputs made from its own input schema: none may answer a 5xx.
 * Each gets the edges of every date field it has (year 0000, 9999, 1999, 2101, February 30, an invalid Date…) set
 * in an otherwise well-formed input, then RUNS generated inputs: well formed, with the edges of each field's kind,
 * or with values of other types. Bounded (a fixed seed per procedure) so it runs in seconds on PGlite and PostgreSQL.
 */
const RUNS = 8;
const SEED = 302;

let test: TestDatabase;
let server: Awaited<ReturnType<typeof serveApiHandler>>;
let call: ReturnType<typeof httpCaller>;
let owner: { cookie: string };
/** Real ids by the field names that take them: `parkId` → some parks' ids, `invoiceUuid` → some orders'. */
const ids = new Map<string, string[]>();
const idsFor = (key: string | undefined) => (key && ids.get(key)) || ids.get("id") || [];

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  server = await serveApiHandler(
    createTrpcHandler({ getDatabase: async () => test.database, env: testEnv(), now: () => NOW }),
  );
  call = httpCaller(server.url);
  owner = await signInDemoStaff(test.db, "owner@lantern.example");
  for (const [name, table] of Object.entries(schema)) {
    if (!is(table, PgTable)) continue;
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      if (!is(column, PgUUID)) continue;
      const values = (await test.db.selectDistinct({ value: column }).from(table).limit(4)).map((row) =>
        String(row.value),
      );
      // A table's own ids also go by its singular name: parks.id → parkId.
      for (const field of key === "id" ? ["id", `${name.replace(/s$/, "")}Id`] : [key]) {
        ids.set(field, [...(ids.get(field) ?? []), ...values]);
      }
    }
  }
});
afterAll(async () => {
  await server?.close();
  await test?.close();
});

const inputOf = (path: string) => procedures[path]!._def.inputs[0] as Schema;

/** Procedures that take an input (one schema each); those without have nothing to generate. */
const withInput = Object.keys(procedures)
  .filter((path) => procedures[path]!._def.inputs.length > 0)
  .sort();

/** The seed of one procedure's inputs: its own, so adding a procedure does not change another's. */
const seedOf = (path: string) => [...path].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);

/** Each date field's edges, in inputs that are otherwise well formed: the least one first (see `dateEdgeInputs`). */
function dateEdgesOf(schema: Schema, seed: number): [unknown][] {
  const wellFormed = (leaveOutOptional: boolean, numRuns: number) =>
    fc.sample(arbitraryOf(schema, { idsFor, edges: false, wrongTypes: false, leaveOutOptional }), {
      seed,
      numRuns,
    });
  const bases = [...wellFormed(true, 20), ...wellFormed(false, 40)];
  return dateEdgeInputs(schema, bases).map((input): [unknown] => [input]);
}

const callers = [
  { name: "the owner", cookie: () => owner.cookie, paths: withInput },
  // A visitor is refused every admin.* procedure before its input is read.
  {
    name: "a visitor",
    cookie: () => undefined,
    paths: withInput.filter((path) => path.startsWith("booking.")),
  },
];

describe(`inputs made from each procedure's own schema on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("covers every procedure that takes an input, with one schema each", () => {
    expect(withInput.length).toBeGreaterThan(80);
    expect(withInput.filter((path) => procedures[path]!._def.inputs.length > 1)).toEqual([]);
  });

  for (const caller of callers) {
    describe(`as ${caller.name}`, () => {
      for (const path of caller.paths) {
        const schema = inputOf(path);
        const dateFields = dateFieldsOf(schema).map((field) => field.path.join("."));
        const edges = dateFields.length > 0 ? ` and the edges of ${dateFields.join(", ")}` : "";
        it(`${path} answers ${RUNS} generated inputs${edges} without a 5xx`, async () => {
          const seed = seedOf(path);
          const examples = dateEdgesOf(schema, seed);
          const generated = fc.oneof(
            arbitraryOf(schema, { idsFor, edges: false, wrongTypes: false }),
            arbitraryOf(schema, { idsFor, edges: true, wrongTypes: false }),
            arbitraryOf(schema, { idsFor, edges: true, wrongTypes: true }),
          );
          await fc.assert(
            fc.asyncProperty(generated, async (input) => {
              const cookie = caller.cookie();
              const { status, error } = await call(path, input, {
                method: methodOf(path),
                headers: cookie ? { cookie } : {},
              });
              expect(status, `${status} ${error?.data.code}: ${error?.message}`).toBeLessThan(500);
            }),
            // fast-check counts the examples in numRuns.
            { numRuns: examples.length + RUNS, seed, examples, endOnFailure: true },
          );
        });
      }
    });
  }
});
