import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Decision 0020: features import each other only downwards — no cycle between two features or more — and the
 * engine (availability) imports no other feature. Read from the source files' import lines (tests excluded).
 */
const FEATURES = path.resolve(import.meta.dirname);
const SRC = path.resolve(FEATURES, "..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES, file);
  return relative.startsWith("..") || !relative.includes(path.sep) ? null : relative.split(path.sep)[0]!;
}

/** Feature → the other features its files import. */
function featureGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(FEATURES)) {
    const from = featureOf(file);
    if (!from) continue;
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    const text = fs.readFileSync(file, "utf8");
    for (const match of text.matchAll(/(?:from|import)\s*\(?\s*"([^"]+)"/g)) {
      const specifier = match[1]!;
      const target = specifier.startsWith("@/features/")
        ? path.join(FEATURES, specifier.slice("@/features/".length))
        : specifier.startsWith(".")
          ? path.resolve(path.dirname(file), specifier)
          : null;
      const to = target ? featureOf(target) : null;
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/**
 * The source files (tests aside) that write a table through Drizzle — `.insert(table)`, `.update(table)`,
 * `.delete(table)` — or through SQL text (`insert into table`, `update table`, `delete from table`).
 */
function writersOf(variable: string, table: string): string[] {
  const drizzle = new RegExp(`\\.(?:insert|update|delete)\\(\\s*(?:schema\\.)?${variable}\\s*\\)`);
  const raw = new RegExp(`(?:insert\\s+into|update|delete\\s+from)\\s+"?${table}"?\\b`, "i");
  return sourceFiles(SRC)
    .filter((file) => {
      const text = fs.readFileSync(file, "utf8");
      return drizzle.test(text) || raw.test(text);
    })
    .map((file) => path.relative(SRC, file))
    .sort();
}

/** Where a source file of another feature, or of src/server or src/lib, reaches into a feature. */
type Reach = { file: string; specifier: string };

function reachesInto(files: string[], from: (file: string) => string | null): Reach[] {
  return files.flatMap((file) => {
    const text = fs.readFileSync(file, "utf8");
    return [...text.matchAll(/(?:from|import)\s*\(?\s*"(@\/features\/[^"]+)"/g)]
      .map((match) => match[1]!)
      .filter((specifier) => specifier.split("/")[2] !== from(file))
      .map((specifier) => ({ file: path.relative(SRC, file), specifier }));
  });
}

/**
 * Decision 0043: server code (a service, a router, a module marked `server-only`) enters another feature only
 * through its entry files, `server.ts` or `client.ts`. Code a browser may load imports the one module it needs
 * (a barrel would bring every screen, schema and rule of the feature into each page: measured, two routes went over
 * the 260 KB first-load budget and the login dialog's schemas came with the dialog).
 */
const throughTheDoor = (specifier: string) => /^@\/features\/[\w-]+\/(client|server)$/.test(specifier);

const isServerCode = (file: string) =>
  /\.(service|router)\.tsx?$/.test(file) || fs.readFileSync(file, "utf8").includes('import "server-only"');

/** Where the app is assembled: the routers' roots and the background jobs may name a feature's routers and jobs. */
const ASSEMBLY = [
  path.join("server", "api", "root.ts"),
  path.join("server", "api", "admin-router.ts"),
  path.join("server", "jobs", "background-jobs.ts"),
];

/** One cycle of features, if any (depth-first search). */
function findCycle(graph: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (feature: string): string[] | null => {
    state.set(feature, "open");
    stack.push(feature);
    for (const next of graph.get(feature) ?? []) {
      if (state.get(next) === "open") return [...stack.slice(stack.indexOf(next)), next];
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(feature, "done");
    return null;
  };
  for (const feature of graph.keys()) {
    if (!state.has(feature)) {
      const found = visit(feature);
      if (found) return found;
    }
  }
  return null;
}

describe("feature boundaries", () => {
  const graph = featureGraph();

  it("reads the features and their imports", () => {
    expect(graph.get("checkout")?.has("availability")).toBe(true);
    expect(graph.size).toBeGreaterThan(10);
  });

  it("has no import cycle between features", () => {
    expect(findCycle(graph)).toBeNull();
  });

  it("keeps the engine free of every other feature", () => {
    expect([...(graph.get("availability") ?? [])]).toEqual([]);
  });

  it("has one writer of reservations: the reservations capability", () => {
    const writers = writersOf("reservations", "reservations");
    expect(writers.length).toBeGreaterThan(0);
    expect(writers.filter((file) => !file.startsWith(`features${path.sep}reservations${path.sep}`))).toEqual(
      [],
    );
  });

  it("has one writer of site allocations: the engine", () => {
    const writers = writersOf("siteAllocations", "site_allocations");
    expect(writers).toEqual([path.join("features", "availability", "site-allocations.service.ts")]);
  });

  it("lets server code enter a feature only through its entry files", () => {
    const reaches = reachesInto(sourceFiles(FEATURES).filter(isServerCode), featureOf);
    expect(reaches.length).toBeGreaterThan(50);
    expect(reaches.filter((reach) => !throughTheDoor(reach.specifier))).toEqual([]);
  });

  it("keeps src/server and src/lib below every feature, but where the app is assembled", () => {
    const below = [...sourceFiles(path.join(SRC, "server")), ...sourceFiles(path.join(SRC, "lib"))];
    const reaches = reachesInto(below, () => null).filter((reach) => !ASSEMBLY.includes(reach.file));
    expect(reaches).toEqual([]);
  });

  it("finds a cycle when there is one", () => {
    const looped = new Map([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a"])],
    ]);
    expect(findCycle(looped)).toEqual(["a", "b", "c", "a"]);
  });
});
