import { Writable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "@/server/db/schema";
import { createLogger } from "@/server/logger";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
beforeAll(async () => {
  test = await createTestDatabase();
});
afterAll(async () => {
  await test?.close();
});

/** What the app's logger writes of `error`, parsed. */
function logged(error: unknown): { err: Record<string, unknown> } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  createLogger(destination, "info").error({ err: error }, "internal error");
  return JSON.parse(lines.join(""));
}

describe(`a failed query in the log on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("keeps the database's message and SQLSTATE, not the parameters or the values", async () => {
    const guest = { id: "u-ann", name: "Ann Walker", firstName: "Ann", lastName: "Walker" };
    await test.db.insert(users).values({ ...guest, email: "ann.walker@example.com" });
    const error = await test.db
      .insert(users)
      .values({ ...guest, id: "u-ann-again", email: "ann.walker@example.com" })
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(error).toBeInstanceOf(Error);
    const entry = logged(error);
    const line = JSON.stringify(entry);
    for (const personal of ["Ann", "Walker", "ann.walker", "u-ann"]) expect(line).not.toContain(personal);
    expect(entry.err.message).toContain(
      'duplicate key value violates unique constraint "users_email_unique"',
    );
    expect(entry.err.database).toMatchObject({
      code: "23505",
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      detail: "Key (email)=([redacted]) already exists.",
      constraint: "users_email_unique",
      table: "users",
    });
  });
});
