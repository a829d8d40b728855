import { afterEach, describe, expect, it, vi } from "vitest";
import { AdmissionQueue, BUSY_MESSAGE, OVERLOADED_MESSAGE, overloadOf } from "./admission";
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

  it("tells its observer of each call it refuses, and whether the line was full or the call waited too long", async () => {
    vi.useFakeTimers();
    const refusals: string[] = [];
    const queue = new AdmissionQueue({ concurrency: 1, queueMax: 1, maxWaitMs: 1_000 }, (reason) =>
      refusals.push(reason),
    );
    const held = heldCall();
    const serving = queue.run(held.run);
    const waiting = queue.run(async () => "never").catch((error: unknown) => error);
    await expect(queue.run(async () => "never")).rejects.toMatchObject({ code: "OVERLOADED" });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(await waiting).toMatchObject({ code: "OVERLOADED" });
    expect(refusals).toEqual(["full", "timeout"]);
    held.end();
    await serving;
  });

  it("gives the place back when a call fails", async () => {
    const queue = new AdmissionQueue({ concurrency: 1, queueMax: 1, maxWaitMs: 60_000 });
    await expect(queue.run(() => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await queue.run(async () => "next")).toBe("next");
  });
});

describe("overloadOf", () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

  it("answers a lock wait that timed out as a retryable 503 (its transaction rolled back)", () => {
    const lock = withCode("canceling statement due to lock timeout", "55P03");
    expect(
      overloadOf(new Error("Failed query: select pg_advisory_xact_lock", { cause: lock })),
    ).toMatchObject({
      code: "OVERLOADED",
      message: OVERLOADED_MESSAGE,
      details: { retryable: true, retryAfterSeconds: 3 },
    });
  });

  it("answers no connection — pool timeouts, too many clients, a starting server — or a deadlock's victim as a 503 the guest retries", () => {
    for (const failure of [
      new Error("timeout exceeded when trying to connect"),
      new Error("Failed query", { cause: new Error("Connection terminated due to connection timeout") }),
      withCode("sorry, too many clients already", "53300"),
      withCode("the database system is starting up", "57P03"),
      new Error("Failed query", { cause: withCode("deadlock detected", "40P01") }),
      withCode("could not serialize access due to concurrent update", "40001"),
    ]) {
      expect(overloadOf(failure)).toMatchObject({
        code: "OVERLOADED",
        message: BUSY_MESSAGE,
        details: { retryable: false },
      });
    }
  });

  it("leaves every other failure alone", () => {
    expect(overloadOf(withCode("duplicate key value", "23505"))).toBeNull();
    expect(overloadOf(new Error("boom"))).toBeNull();
    expect(overloadOf("timeout exceeded when trying to connect")).toBeNull();
  });
});
