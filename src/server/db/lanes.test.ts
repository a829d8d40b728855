import { describe, expect, it } from "vitest";
import { onLanes } from "./lanes";

/** A promise and the hand that settles it: a lane's item that ends when the test says. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe("onLanes", () => {
  it("runs every item in order, never more at once than the lanes", async () => {
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const failure = await onLanes([1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      running += 1;
      most = Math.max(most, running);
      await Promise.resolve();
      running -= 1;
    });
    expect(failure).toBeUndefined();
    expect(started).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("stops taking items once one fails, and returns that failure when every lane has stopped", async () => {
    const slow = gate();
    const started: number[] = [];
    const finished: number[] = [];
    const outcome = onLanes([1, 2, 3, 4], 2, async (item) => {
      started.push(item);
      if (item === 1) await slow.opened;
      if (item === 2) throw new Error("item 2 failed");
      finished.push(item);
    });
    // Item 1 is still running when item 2 fails: its lane finishes it and takes nothing more.
    await Promise.resolve();
    slow.open();
    const failure = await outcome;
    expect(failure?.reason).toEqual(new Error("item 2 failed"));
    expect(started).toEqual([1, 2]);
    expect(finished).toEqual([1]);
  });
});
