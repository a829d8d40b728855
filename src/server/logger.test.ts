import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger, scrubDatabaseDetail, scrubText } from "./logger";

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: createLogger(destination, "info"), output: () => lines.join("") };
}

describe("the logger", () => {
  it("redacts guests' names, e-mails, phones and addresses wherever a log call puts them", () => {
    const { log, output } = capture();
    log.info(
      {
        email: "ann.walker@example.com",
        order: {
          guest: { firstName: "Ann", lastName: "Walker", phone: "607-555-0123" },
          billing: { address: { line1: "1 Main St", city: "Roscoe", postalCode: "12776" } },
        },
        user: { firstName: "Rosa", lastName: "Angler", email: "rosa@example.com", phone: "607-555-0199" },
        mail: { to: "rosa@example.com" },
        reference: "LTN-1234",
      },
      "order placed",
    );
    const line = output();
    for (const personal of [
      "ann.walker",
      "Ann",
      "Walker",
      "607-555",
      "Main St",
      "12776",
      "Rosa",
      "Angler",
      "rosa@",
    ]) {
      expect(line).not.toContain(personal);
    }
    expect(line).toContain("LTN-1234");
    expect(line).toContain("[redacted]");
  });

  it("scrubs a failed query's parameters and e-mail addresses from logged errors and their causes", () => {
    const { log, output } = capture();
    const cause = new Error('duplicate key value violates unique constraint for "ann@example.com"');
    const error = new Error(
      'Failed query: insert into "users" ("name", "email") values ($1, $2)\nparams: Ann Walker,ann@example.com',
      { cause },
    );
    log.error({ err: error }, "internal error");
    const line = output();
    expect(line).not.toContain("Ann Walker");
    expect(line).not.toContain("ann@example.com");
    expect(line).toContain('Failed query: insert into \\"users\\"');
    expect(line).toContain("params: [redacted]");
  });

  it("keeps the database's own message and SQLSTATE of a failed query, its parameters and values redacted", () => {
    const { log, output } = capture();
    // As node-postgres and PGlite raise it, wrapped by Drizzle.
    const cause = Object.assign(
      new Error('duplicate key value violates unique constraint "users_email_unique"'),
      {
        name: "error",
        severity: "ERROR",
        code: "23505",
        detail: "Key (email)=(ann.walker@example.com) already exists.",
        schema: "public",
        table: "users",
        constraint: "users_email_unique",
        params: ["Ann", "Walker", "ann.walker@example.com"],
      },
    );
    const error = new DrizzleQueryError(
      'insert into "users" ("first_name", "last_name", "email") values ($1, $2, $3)',
      ["Ann", "Walker", "ann.walker@example.com"],
      cause,
    );
    log.error({ err: error }, "internal error");
    const line = output();
    for (const personal of ["Ann", "Walker", "ann.walker"]) expect(line).not.toContain(personal);
    const { err } = JSON.parse(line) as { err: Record<string, unknown> };
    expect(err.message).toBe(
      'Failed query: insert into "users" ("first_name", "last_name", "email") values ($1, $2, $3)\n' +
        'params: [redacted]: duplicate key value violates unique constraint "users_email_unique"',
    );
    expect(err.params).toBe("[redacted]");
    expect(err.database).toEqual({
      code: "23505",
      severity: "ERROR",
      message: 'duplicate key value violates unique constraint "users_email_unique"',
      detail: "Key (email)=([redacted]) already exists.",
      schema: "public",
      table: "users",
      constraint: "users_email_unique",
    });
    expect(err.stack).toContain(
      'caused by: error: duplicate key value violates unique constraint "users_email_unique"',
    );
  });

  it("redacts the values a database error quotes and its detail spells, not the names it gives", () => {
    const { log, output } = capture();
    const error = Object.assign(new Error('invalid input syntax for type integer: "Ann Walker"'), {
      severity: "ERROR",
      code: "22P02",
      detail: "Failing row contains (7, Ann, Walker, 607-555-0123).",
      params: ["Ann Walker"],
    });
    log.error({ err: error }, "internal error");
    const line = output();
    for (const personal of ["Ann", "Walker", "607-555"]) expect(line).not.toContain(personal);
    const { err } = JSON.parse(line) as { err: Record<string, unknown> };
    expect(err.message).toBe('invalid input syntax for type integer: "[redacted]"');
    expect(err.detail).toBe("Failing row contains ([redacted]).");
    expect(err.params).toBe("[redacted]");
    expect(err.database).toMatchObject({ code: "22P02", detail: "Failing row contains ([redacted])." });
  });

  it("keeps the columns and tables of a database error's detail, not their values", () => {
    expect(scrubDatabaseDetail("Key (email)=(ann@example.com) already exists.")).toBe(
      "Key (email)=([redacted]) already exists.",
    );
    expect(scrubDatabaseDetail('Key (user_id)=(5b0c…) is not present in table "users".')).toBe(
      'Key (user_id)=([redacted]) is not present in table "users".',
    );
    expect(
      scrubDatabaseDetail(
        "Key (campsite_id, during)=(x, [2027-06-01,2027-06-03)) conflicts with existing key (campsite_id, during)=(x, [2027-06-02,2027-06-04)).",
      ),
    ).toBe("Key (campsite_id, during)=([redacted]).");
  });

  it("leaves an error that is not the database's without a database entry", () => {
    const { log, output } = capture();
    log.error({ err: Object.assign(new Error("connect ECONNREFUSED"), { code: "EPIPE" }) }, "failed");
    const { err } = JSON.parse(output()) as { err: Record<string, unknown> };
    expect(err.database).toBeUndefined();
    expect(err.message).toBe("connect ECONNREFUSED");
  });

  it("leaves text without personal data as it is", () => {
    expect(scrubText("capturing a payment failed; it stays authorized")).toBe(
      "capturing a payment failed; it stays authorized",
    );
    // A stack's package paths are not e-mail addresses.
    expect(scrubText("at file:///app/node_modules/@vitest/runner/dist/index.js:1903:20")).toBe(
      "at file:///app/node_modules/@vitest/runner/dist/index.js:1903:20",
    );
  });
});
