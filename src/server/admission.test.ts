import { afterEach, describe, expect, it, vi } from "vitest";
import { AdmissionQueue, isPoolExhausted, OVERLOADED_MESSAGE } from "./admission";
import { AppError } from "./errors";

/** A call that runs until the test ends it. */
function heldCall() {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  return { end, run: () => ended };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  vi.useRealTimers();
});

describe("AdmissionQueue", () => {
  it("serves calls up to its concurrency at once and the rest in the order they arrived", async () => {
    const queue = new AdmissionQueue({ concurrency: 2, queueMax: 10, maxWaitMs: 60_000 });
    const order: string[] = [];
    const first = heldCall();
    const second = heldCall();
    const running = [
      queue.run(async () => {
        order.push("first");
        await first.run();
      }),
      queue.run(async () => {
        order.push("second");
        await second.run();
      }),
      ...["third", "fourth", "fifth"].map((name) => queue.run(async () => void order.push(name))),
    ];
    await settle();
    expect(order).toEqual(["first", "second"]);
    expect(queue.load).toEqual({ active: 2, waiting: 3 });

    second.end();
    await settle();
    // One place freed: the three waiting go in arrival order, each as the one before it ends.
    expect(order).toEqual(["first", "second", "third", "fourth", "fifth"]);
    first.end();
    await Promise.all(running);
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it("refuses a call at once when the line is full, with the overload message and its Retry-After", async () => {
    const queue = new AdmissionQueue({ concurrency: 1, queueMax: 1, maxWaitMs: 60_000 });
    const held = heldCall();
    const serving = queue.run(held.run);
    const waiting = queue.run(async () => "served later");
    const refused = await queue.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: "OVERLOADED",
      message: OVERLOADED_MESSAGE,
      details: { retryAfterSeconds: 3 },
    });
    held.end();
    await serving;
    expect(await waiting).toBe("served later");
  });

  it("refuses a call that waited longer than its limit, and never runs it", async () => {
    vi.useFakeTimers();
    const queue = new AdmissionQueue({ concurrency: 1, queueMax: 5, maxWaitMs: 1_000 });
    const held = heldCall();
    const serving = queue.run(held.run);
    const ran = vi.fn(async () => undefined);
    const waiting = queue.run(ran).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toMatchObject({ code: "OVERLOADED" });
    expect(queue.load).toEqual({ active: 1, waiting: 0 });
    held.end();
    await serving;
    expect(ran).not.toHaveBeenCalled();
    expect(queue.load).toEqual({ active: 0, waiting: 0 });
  });

  it("gives the place back when a call fails", async () => {
    const queue = new AdmissionQueue({ concurrency: 1, queueMax: 1, maxWaitMs: 60_000 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});

describe("isPoolExhausted", () => {
  it("recognizes node-postgres's connect timeout, also wrapped, and nothing else", () => {
    const timeout = new Error("timeout exceeded when trying to connect");
    expect(isPoolExhausted(timeout)).toBe(true);
    expect(isPoolExhausted(new Error("Failed query: select 1", { cause: timeout }))).toBe(true);
    expect(isPoolExhausted(new Error("duplicate key value"))).toBe(false);
    expect(isPoolExhausted("timeout exceeded when trying to connect")).toBe(false);
  });
});
