import superjson from "superjson";
import { describe, expect, it } from "vitest";
import { wireTransformer } from "./wire-transformer";

class Point {
  constructor(
    readonly x: number,
    readonly y: number,
  ) {}
}

const plain = {
  results: [
    { id: "a", price: 12_345, ratio: 0.5, open: true, season: null, features: [{ name: "Pool" }], tags: [] },
    { id: "b", price: -3, nested: { deep: [[1, 2], ["x"]] } },
  ],
  empty: {},
  prototypeless: Object.assign(Object.create(null) as object, { a: 1 }),
};

describe("the wire transformer", () => {
  it("writes plain data as superjson does", () => {
    expect(wireTransformer.serialize(plain)).toEqual(superjson.serialize(plain));
    expect(wireTransformer.serialize("text")).toEqual(superjson.serialize("text"));
    expect(wireTransformer.serialize(null)).toEqual(superjson.serialize(null));
  });

  it.each<[string, unknown]>([
    ["a date", { at: new Date("2026-11-24T08:00:00Z") }],
    ["undefined in an object", { a: undefined, b: 1 }],
    ["undefined alone", undefined],
    ["undefined in an array", [1, undefined]],
    ["-0", { n: -0 }],
    ["NaN", [Number.NaN]],
    ["Infinity", { n: Number.POSITIVE_INFINITY }],
    ["a bigint", { n: 10n }],
    ["a map", { m: new Map([["k", 1]]) }],
    ["a set", new Set([1])],
    ["a class instance", { p: new Point(1, 2) }],
    ["a regular expression", { r: /x/g }],
  ])("leaves %s to superjson, so the client reads it back", (_name, value) => {
    const wire = wireTransformer.serialize(value);
    expect(wire).toEqual(superjson.serialize(value));
    expect(superjson.deserialize(JSON.parse(JSON.stringify(wire)))).toEqual(value);
  });

  it("reads what superjson writes", () => {
    const value = { at: new Date("2026-11-24T08:00:00Z"), list: [1, 2] };
    expect(wireTransformer.deserialize(JSON.parse(JSON.stringify(superjson.serialize(value))))).toEqual(
      value,
    );
  });
});
