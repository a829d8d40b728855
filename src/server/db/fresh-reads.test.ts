import { describe, expect, it } from "vitest";
import { FreshReads } from "./fresh-reads";

/** A read the test answers by hand, recording what each read was started with. */
function manualReads() {
  const started: { key: string; param: number; answer: (value: string) => void }[] = [];
  const reads = new FreshReads<string, number, string>(
    (key, param) =>
      new Promise((resolve) => {
        started.push({ key, param, answer: resolve });
      }),
    Math.min,
  );
  return { reads, started };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("FreshReads", () => {
  it("starts a lone call's read at once", async () => {
    const { reads, started } = manualReads();
    const answer = reads.get("stamp", 5);
    expect(started).toHaveLength(1);
    started[0]!.answer("v1");
    expect(await answer).toBe("v1");
  });

  it("never hands a call the read already under way when it arrived: the calls during it share the next one", async () => {
    const { reads, started } = manualReads();
    const first = reads.get("stamp", 5);
    const second = reads.get("stamp", 9);
    const third = reads.get("stamp", 7);
    expect(started).toHaveLength(1);

    started[0]!.answer("before the commit");
    expect(await first).toBe("before the commit");
    await settle();
    // One read for both latecomers, started after the first ended, with the earliest of their parameters.
    expect(started.map((read) => read.param)).toEqual([5, 7]);
    started[1]!.answer("after the commit");
    expect(await second).toBe("after the commit");
    expect(await third).toBe("after the commit");
  });

  it("keeps keys apart and starts the next read after a failed one", async () => {
    const { reads, started } = manualReads();
    const failing = new FreshReads<string, number, string>(() => Promise.reject(new Error("lost")), Math.min);
    await expect(failing.get("a", 1)).rejects.toThrow("lost");
    await expect(failing.get("a", 1)).rejects.toThrow("lost");

    const parkA = reads.get("park-a", 1);
    const parkB = reads.get("park-b", 1);
    expect(started.map((read) => read.key)).toEqual(["park-a", "park-b"]);
    started[0]!.answer("a");
    started[1]!.answer("b");
    expect([await parkA, await parkB]).toEqual(["a", "b"]);
  });
});
