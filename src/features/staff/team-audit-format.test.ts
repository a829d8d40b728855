import { describe, expect, it } from "vitest";
import { roleWord } from "@/lib/team-roles";
import { auditChanges, changeLine, onlySide, parksWords } from "./team-audit-format";

const TROUT = "11111111-1111-4111-8111-111111111111";
const parkNames = new Map([[TROUT, "Trout Town Farms"]]);

describe("roleWord", () => {
  it("writes each role as a word", () => {
    expect(roleWord("MANAGER")).toBe("Manager");
    expect(roleWord("SUPER_OWNER")).toBe("Super owner");
  });
});

describe("parksWords", () => {
  it("reads null as every park and an empty list as none", () => {
    expect(parksWords(null, parkNames)).toBe("Every park");
    expect(parksWords([], parkNames)).toBe("No park");
  });

  it("names the parks, an unknown id as such", () => {
    expect(parksWords([TROUT, "other"], parkNames)).toBe("Trout Town Farms, Unknown park");
  });
});

describe("auditChanges", () => {
  it("pairs the keys of both sides, marking what changed", () => {
    const lines = auditChanges(
      { role: "MANAGER", parkIds: [TROUT] },
      { role: "ADMIN", parkIds: [TROUT] },
      parkNames,
    ).map(changeLine);
    expect(lines).toEqual(["role: Manager → Admin", "parkIds: Trout Town Farms"]);
  });

  it("lists an invite's after as plain lines, nested values as compact JSON", () => {
    const changes = auditChanges(
      null,
      { email: "a@b.c", parkIds: null, settlement: { kind: "kept" }, totalCents: 1200, notified: false },
      parkNames,
    );
    expect(changes.map(changeLine)).toEqual([
      "email: a@b.c",
      "parkIds: Every park",
      'settlement: {"kind":"kept"}',
      "totalCents: 1200",
      "notified: false",
    ]);
    expect(changes.every((change) => change.before === null && change.changed)).toBe(true);
  });

  it("shows a key only one side has as a dash on the other", () => {
    expect(auditChanges({ a: 1 }, { a: 1, b: "x" }).map(changeLine)).toEqual(["a: 1", "b: — → x"]);
  });

  it("takes a plain value as one key and nothing as no lines", () => {
    expect(auditChanges("old", "new").map(changeLine)).toEqual(["value: old → new"]);
    expect(auditChanges(null, null)).toEqual([]);
    expect(
      auditChanges({ checkedInAt: null }, { checkedInAt: "2026-11-24T15:04:00.000Z" }).map(changeLine),
    ).toEqual(["checkedInAt: null → 2026-11-24T15:04:00.000Z"]);
  });
});

describe("onlySide", () => {
  it("tells which side an entry has alone", () => {
    expect(onlySide(null, { a: 1 })).toBe("after");
    expect(onlySide({ a: 1 }, null)).toBe("before");
    expect(onlySide({ a: 1 }, { a: 2 })).toBeNull();
  });
});
