import superjson from "superjson";

/**
 * superjson's wire format, written faster for plain data. superjson walks every value to record the ones JSON
 * cannot carry (dates, undefined, -0, NaN, maps, class instances…): ~65 ms for the 2,000 park cards of one
 * searchParks answer, more than the search itself (decision 0022). A value made only of strings, finite numbers,
 * booleans, null, arrays and plain objects has nothing to record, and superjson's answer for it is `{ json: value }`;
 * anything else still goes through superjson. Clients keep using superjson and read the same values (superjson
 * would also note an object that appears twice, to rebuild it as one object on the client; nothing relies on it).
 */
function isPlainJson(value: unknown, depth = 0): boolean {
  switch (typeof value) {
    case "string":
    case "boolean":
      return true;
    case "number":
      return Number.isFinite(value) && !Object.is(value, -0);
    case "object": {
      if (value === null) return true;
      // Deeper than any answer of ours (or a cycle): superjson decides.
      if (depth > 64) return false;
      if (Array.isArray(value)) {
        for (let index = 0; index < value.length; index += 1) {
          // A hole in an array is recorded by superjson as undefined.
          if (!(index in value) || !isPlainJson(value[index], depth + 1)) return false;
        }
        return true;
      }
      const prototype = Object.getPrototypeOf(value);
      if (prototype !== Object.prototype && prototype !== null) return false;
      for (const key in value) {
        if (!isPlainJson((value as Record<string, unknown>)[key], depth + 1)) return false;
      }
      return true;
    }
    default:
      return false;
  }
}

export const wireTransformer = {
  serialize(value: unknown) {
    return isPlainJson(value) ? { json: value } : superjson.serialize(value);
  },
  deserialize<T>(value: unknown): T {
    return superjson.deserialize(value as Parameters<typeof superjson.deserialize>[0]);
  },
};
