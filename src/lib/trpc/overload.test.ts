import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { isOverloaded, OVERLOAD_RETRIES, retryWhenOverloaded } from "./overload";

const clientError = (data: unknown) =>
  TRPCClientError.from({ error: { message: "m", code: -32603, data } } as never);

describe("retryWhenOverloaded", () => {
  const overloaded = clientError({ code: "SERVICE_UNAVAILABLE", details: { retryAfterSeconds: 4 } });

  it("retries a 503 after the seconds the server asked for, up to its limit, and nothing else", () => {
    expect(isOverloaded(overloaded)).toBe(true);
    expect(retryWhenOverloaded.retry(0, overloaded)).toBe(true);
    expect(retryWhenOverloaded.retry(OVERLOAD_RETRIES, overloaded)).toBe(false);
    expect(retryWhenOverloaded.retryDelay(1, overloaded)).toBe(4_000);
    const conflict = clientError({ code: "CONFLICT" });
    expect(retryWhenOverloaded.retry(0, conflict)).toBe(false);
    expect(retryWhenOverloaded.retry(0, new Error("network"))).toBe(false);
  });

  it("waits 3 s when the server named no wait", () => {
    expect(retryWhenOverloaded.retryDelay(1, clientError({ code: "SERVICE_UNAVAILABLE" }))).toBe(3_000);
  });
});
