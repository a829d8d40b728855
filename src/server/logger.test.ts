import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger, scrubText } from "./logger";

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

  it("leaves text without personal data as it is", () => {
    expect(scrubText("capturing a payment failed; it stays authorized")).toBe(
      "capturing a payment failed; it stays authorized",
    );
  });
});
