import fc from "fast-check";
import { DATE_EDGES, dateKindOf, defOf, type Schema } from "./date-edge-inputs";

/*
 * fast-check arbitraries read off a Zod schema's own definition (`_zod.def`), for probing procedures with the inputs
 * their schemas describe: values of each field's own kind, well formed, with the edges of that kind (years 0000 and
 * 9999, month 13, huge numbers, empty text, invalid Dates) and values of another type mixed in. Refinements and
 * transforms are not solved for: the server refuses what fails them, which is part of what is probed.
 */

type Check = {
  check: string;
  value?: unknown;
  inclusive?: boolean;
  minimum?: number;
  maximum?: number;
  format?: string;
  pattern?: RegExp;
};
export type ArbitraryOptions = {
  /** Real ids for a field of this name (`parkId` → the parks'), so calls also get past "not found". */
  idsFor: (key: string | undefined) => readonly string[];
  /** Whether fields may hold the edges of their kind. */
  edges: boolean;
  /** Whether fields may hold a value of another type (a number for a date, null for an object…). */
  wrongTypes: boolean;
  /** Whether optional fields are left out (the least a caller can send, the likeliest to get past lookups). */
  leaveOutOptional?: boolean;
};

const checksOf = (schema: Schema): Check[] =>
  ((defOf(schema).checks as { _zod: { def: Check } }[] | undefined) ?? []).map((check) => check._zod.def);
const lengthOf = (schema: Schema, check: "min_length" | "max_length") =>
  checksOf(schema).find((candidate) => candidate.check === check)?.[
    check === "min_length" ? "minimum" : "maximum"
  ];

const day = (date: Date) => date.toISOString().slice(0, 10);
/** Mostly a summer near the tests' clock, where the demo parks are open, so stays pass "end after start". */
const SOON = fc.date({
  min: new Date("2027-06-01T00:00:00Z"),
  max: new Date("2027-08-31T00:00:00Z"),
  noInvalidDate: true,
});
const IN_RANGE = fc.oneof(
  { weight: 3, arbitrary: SOON },
  {
    weight: 1,
    arbitrary: fc.date({
      min: new Date("2000-01-01T00:00:00Z"),
      max: new Date("2100-12-31T23:59:59.999Z"),
      noInvalidDate: true,
    }),
  },
);

const EDGE_NUMBERS = [
  0,
  -0,
  -1,
  0.5,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER - 2,
  1e21,
  Number.MAX_VALUE,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
];
const SOME_UUID = "3f0e8c5e-2b1a-4c9d-8e7f-6a5b4c3d2e1f";
const EDGE_TEXT = [
  "",
  " ",
  "x".repeat(3_000),
  ...DATE_EDGES.date,
  ...DATE_EDGES.month,
  "2027-7-9",
  `0000-01-01T00:00:00.000Z|${SOME_UUID}`,
  `9999-12-31T23:59:59.999Z|${SOME_UUID}`,
  `9999-12-31|${SOME_UUID}`,
  `2027-07-09|${"-".repeat(36)}`,
  "00000000-0000-0000-0000-000000000000",
  "'; select 1; --",
  "🏕️",
  "null",
];

const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer(),
  fc.string({ maxLength: 8 }),
  fc.constant({}),
  fc.constant([]),
  fc.constantFrom(...DATE_EDGES.instant),
);

/** Mostly `valid`; sometimes an edge of its kind or another type, as `options` allow. */
function mixed(valid: fc.Arbitrary<unknown>, edges: fc.Arbitrary<unknown>, options: ArbitraryOptions) {
  return fc.oneof(
    { weight: 6, arbitrary: valid },
    { weight: options.edges ? 2 : 0, arbitrary: edges },
    { weight: options.wrongTypes ? 1 : 0, arbitrary: wrongType },
  );
}

function numberArbitrary(schema: Schema, options: ArbitraryOptions) {
  let min = -1_000_000;
  let max = 1_000_000;
  for (const check of checksOf(schema)) {
    if (check.check === "greater_than") min = Math.max(min, Number(check.value) + (check.inclusive ? 0 : 1));
    if (check.check === "less_than") max = Math.min(max, Number(check.value) - (check.inclusive ? 0 : 1));
  }
  const integer =
    defOf(schema).format !== undefined || checksOf(schema).some((c) => c.check === "number_format");
  const valid = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return mixed(valid, fc.constantFrom(...EDGE_NUMBERS, min - 1, max + 1), options);
}

/** Strings a regular expression matches, or null where fast-check cannot read it (a lookahead). */
function matching(pattern: RegExp): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return null;
  }
}

function stringArbitrary(schema: Schema, key: string | undefined, options: ArbitraryOptions) {
  const def = defOf(schema);
  const maxLength = Math.min(lengthOf(schema, "max_length") ?? 40, 200);
  const minLength = Math.min(lengthOf(schema, "min_length") ?? 0, maxLength);
  const pattern = checksOf(schema).find((check) => check.format === "regex")?.pattern;
  const ids = options.idsFor(key);
  let valid: fc.Arbitrary<string>;
  const dateKind = dateKindOf(schema);
  if (dateKind === "month") valid = IN_RANGE.map((date) => day(date).slice(0, 7));
  else if (dateKind === "date") valid = IN_RANGE.map(day);
  else if (def.format === "datetime") valid = IN_RANGE.map((date) => date.toISOString());
  else if (def.format === "uuid" || def.format === "guid")
    valid =
      ids.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, fc.uuid()) : fc.uuid();
  else if (def.format === "email") valid = fc.emailAddress();
  else valid = (pattern && matching(pattern)) || fc.string({ minLength, maxLength });
  return mixed(valid, fc.constantFrom(...EDGE_TEXT), options);
}

/** Values for `schema` (a field named `key`, when it is one) as a caller might send them. */
export function arbitraryOf(
  schema: Schema,
  options: ArbitraryOptions,
  key?: string,
  depth = 0,
): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  const inner = (child: unknown, childKey = key) =>
    arbitraryOf(child as Schema, options, childKey, depth + 1);
  if (depth > 12) return wrongType;
  switch (def.type) {
    case "string":
      return stringArbitrary(schema, key, options);
    case "number":
      return numberArbitrary(schema, options);
    case "date":
      return mixed(IN_RANGE, fc.constantFrom(...DATE_EDGES.instant), options);
    case "boolean":
      return mixed(fc.boolean(), fc.constantFrom("true", 1), options);
    case "bigint":
      return mixed(fc.bigInt(), fc.constant(2n ** 70n), options);
    case "enum":
      return mixed(fc.constantFrom(...Object.values(def.entries as object)), fc.constant("NOT_ONE"), options);
    case "literal":
      return mixed(fc.constantFrom(...(def.values as unknown[])), fc.constant("NOT_IT"), options);
    case "null":
      return fc.constant(null);
    case "undefined":
    case "void":
      return fc.constant(undefined);
    case "object": {
      const shape = def.shape as Record<string, Schema>;
      const model = Object.fromEntries(
        Object.entries(shape).map(([name, child]) => [name, inner(child, name)]),
      );
      const requiredKeys = Object.keys(shape).filter((name) => shape[name]!._zod.optin !== "optional");
      return mixed(fc.record(model, { requiredKeys }), fc.constant({}), options);
    }
    case "array": {
      const minLength = Math.min(lengthOf(schema, "min_length") ?? 0, 3);
      const maxLength = Math.min(lengthOf(schema, "max_length") ?? 3, minLength + 3);
      return mixed(fc.array(inner(def.element), { minLength, maxLength }), fc.constant([]), options);
    }
    case "tuple":
      return fc.tuple(...(def.items as Schema[]).map((item) => inner(item)));
    case "record":
      return fc.dictionary(fc.string({ maxLength: 8 }), inner(def.valueType), { maxKeys: 3 });
    case "union":
      return fc.oneof(...(def.options as Schema[]).map((option) => inner(option)));
    case "optional":
    case "default":
    case "prefault":
      return options.leaveOutOptional
        ? fc.constant(undefined)
        : fc.option(inner(def.innerType), { nil: undefined, freq: 4 });
    case "nullable":
      return fc.option(inner(def.innerType), { nil: null, freq: 4 });
    case "nonoptional":
    case "readonly":
    case "catch":
    case "success":
      return inner(def.innerType);
    case "pipe":
      return inner(def.in);
    case "lazy":
      return inner((def.getter as () => Schema)());
    default:
      // any, unknown, custom, transform, file…: whatever a caller might send.
      return fc.oneof(wrongType, fc.anything({ maxDepth: 2 }));
  }
}
