import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { isOverloaded, OVERLOAD_RETRIES, retryWhenOverloaded } from "./overload";

const clientError = (data: unknown) =>
  TRPCClientError.from({ error: { message: "m", code: -32603, data } } as never);

describe("retryWhenOverloaded", () => {
  const overloaded = clientError({
    code: "SERVICE_UNAVAILABLE",
    details: { retryAfterSeconds: 4, retryable: true },
  });

  it("retries a 503 after the seconds the server asked for, up to its limit, and nothing else", () => {
    expect(isOverloaded(overloaded)).toBe(true);
    expect(retryWhenOverloaded.retry(0, overloaded)).toBe(true);
    expect(retryWhenOverloaded.retry(OVERLOAD_RETRIES, overloaded)).toBe(false);
    expect(retryWhenOverloaded.retryDelay(1, overloaded)).toBe(4_000);
    // Full after part of the call may have happened (no connection for a later statement): the guest decides.
    const busy = clientError({
      code: "SERVICE_UNAVAILABLE",
      details: { retryAfterSeconds: 3, retryable: false },
    });
    expect(isOverloaded(busy)).toBe(true);
    expect(retryWhenOverloaded.retry(0, busy)).toBe(false);
    const conflict = clientError({ code: "CONFLICT" });
    expect(retryWhenOverloaded.retry(0, conflict)).toBe(false);
    expect(retryWhenOverloaded.retry(0, new Error("network"))).toBe(false);
  });

  it("waits 3 s when the server named no wait", () => {
    const unnamed = clientError({ code: "SERVICE_UNAVAILABLE", details: { retryable: true } });
    expect(retryWhenOverloaded.retryDelay(1, unnamed)).toBe(3_000);
  });
});
