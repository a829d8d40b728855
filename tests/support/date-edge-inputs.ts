import { z } from "zod";

/*
 * The date fields of a Zod schema and inputs that put the edges of dates into them (years 0000 and 9999, 1999 and
 * 2101, February 30, invalid Dates), for probing procedures where the issue-30 probe found 500s. The fields are
 * told by what their schemas accept, so a date written as a plain regex counts as much as the shared ZIsoDate.
 */

/** A Zod 4 schema (classic or mini) and its definition, as `_zod.def` keeps it. */
export type Schema = z.core.$ZodType;
export type Def = { type: string; [key: string]: unknown };
export const defOf = (schema: Schema) => schema._zod.def as unknown as Def;

export type Path = (string | number)[];

/** The edges of each kind of date, written as a caller could send them. */
export const DATE_EDGES = {
  date: [
    "0000-01-01",
    "9999-12-31",
    "1999-12-31",
    "2101-01-01",
    "2027-02-30",
    "+010000-01-01",
    "-000001-01-01",
  ],
  month: ["0000-01", "9999-12", "1999-12", "2101-01", "2027-00", "2027-13"],
  instant: [
    new Date(-8.64e15),
    new Date(8.64e15),
    new Date(Number.NaN),
    new Date("0000-01-01T00:00:00Z"),
    new Date("9999-12-31T23:59:59Z"),
    new Date("1999-12-31T23:59:59.999Z"),
    new Date("2101-01-01T00:00:00Z"),
  ],
};
export type DateKind = keyof typeof DATE_EDGES;

/** A string field's kind of date, told by what its schema accepts: a month, a calendar date or neither. */
export function dateKindOf(schema: Schema): DateKind | null {
  const accepts = (value: string) => {
    try {
      return !z.safeParse(schema, value).error;
    } catch {
      // A transform or refinement that throws (or is async) on the sample: not a date field we can tell.
      return false;
    }
  };
  if (accepts("2027-07") && !accepts("2027-13")) return "month";
  if (accepts("2027-07-09") && !accepts("2027-02-30")) return "date";
  return null;
}

/** Where a schema takes a calendar date, a month or an instant, through objects, wrappers and unions. */
export function dateFieldsOf(schema: Schema, path: Path = [], depth = 0): { path: Path; kind: DateKind }[] {
  const def = defOf(schema);
  const inner = (child: unknown, childPath = path) => dateFieldsOf(child as Schema, childPath, depth + 1);
  if (depth > 12) return [];
  switch (def.type) {
    case "string": {
      const kind = dateKindOf(schema);
      return kind ? [{ path, kind }] : [];
    }
    case "date":
      return [{ path, kind: "instant" }];
    case "object":
      return Object.entries(def.shape as Record<string, Schema>).flatMap(([name, child]) =>
        inner(child, [...path, name]),
      );
    case "array":
      return inner(def.element, [...path, 0]);
    case "union": {
      const fields = (def.options as Schema[]).flatMap((option) => inner(option));
      return fields.filter(
        (field, index) => fields.findIndex((f) => f.path.join() === field.path.join()) === index,
      );
    }
    case "optional":
    case "default":
    case "prefault":
    case "nullable":
    case "nonoptional":
    case "readonly":
    case "catch":
      return inner(def.innerType);
    case "pipe":
      return inner(def.in);
    default:
      return [];
  }
}

/** Where a run of dates starts, each next field a day later (so a range's end stays after its start). */
const DATE_RUNS = {
  date: ["0000-01-01", "9999-12-01", "1999-12-01", "2101-01-01"],
  month: DATE_EDGES.month,
  instant: ["0000-01-01", "9999-12-01", "-271821-04-20", "1999-12-01", "2101-01-01"].map(
    (start) => new Date(`${start}T00:00:00Z`),
  ),
};

function nthOfRun(kind: DateKind, start: string | Date, index: number): string | Date {
  if (start instanceof Date) return new Date(start.getTime() + index * 86_400_000);
  if (kind === "month") return start;
  return `${start.slice(0, 8)}${String(Number(start.slice(8)) + index).padStart(2, "0")}`;
}

/**
 * Inputs that put the edges of dates into well-formed ones: each date field alone at each edge of its kind, then all
 * of them at once, one day apart, from each start of {@link DATE_RUNS} (a range wholly in year 0000 or 9999).
 * `wellFormed` are inputs made with neither edges nor wrong types; each field goes into the first that the schema
 * accepts and that has the field's object (else the first that has it), so the edge is all that can be refused.
 */
export function dateEdgeInputs(schema: Schema, wellFormed: unknown[]): unknown[] {
  const fields = dateFieldsOf(schema);
  const hasObjectOf = (path: Path) => (value: unknown) =>
    typeof valueAt(value, path.slice(0, -1)) === "object";
  const accepted = wellFormed.filter((value) => !z.safeParse(schema, value).error);
  const baseFor = (path: Path) =>
    accepted.find(hasObjectOf(path)) ?? wellFormed.find(hasObjectOf(path)) ?? wellFormed[0];
  const alone = fields.flatMap(({ path, kind }) =>
    (DATE_EDGES[kind] as (string | Date)[]).map((edge) => withValueAt(baseFor(path), path, edge)),
  );
  if (fields.length < 2) return alone;
  const runs = Math.max(...Object.values(DATE_RUNS).map((starts) => starts.length));
  const together = Array.from({ length: runs }, (_, run) =>
    fields.reduce<unknown>(
      (input, { path, kind }, index) => {
        const starts = DATE_RUNS[kind] as (string | Date)[];
        return withValueAt(input, path, nthOfRun(kind, starts[run % starts.length]!, index));
      },
      baseFor(fields[fields.length - 1]!.path),
    ),
  );
  return [...alone, ...together];
}

/** `value` with `field` set at `path`, the objects (or arrays) on the way made where missing. */
export function withValueAt(value: unknown, path: Path, field: unknown): unknown {
  if (path.length === 0) return field;
  const [head, ...rest] = path as [string | number, ...Path];
  const container = (
    Array.isArray(value)
      ? [...value]
      : value && typeof value === "object" && !(value instanceof Date)
        ? { ...value }
        : typeof head === "number"
          ? []
          : {}
  ) as Record<string | number, unknown>;
  container[head] = withValueAt(container[head], rest, field);
  return container;
}

/** What `value` holds at `path`, or undefined. */
export function valueAt(value: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (current, segment) =>
      current && typeof current === "object"
        ? (current as Record<string | number, unknown>)[segment]
        : undefined,
    value,
  );
}
