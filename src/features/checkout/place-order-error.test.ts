import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { placeOrderProblem } from "./place-order-error";

function serverError(message: string, data: Record<string, unknown>) {
  return new TRPCClientError(message, { result: { error: { message, code: -32600, data } } as never });
}

describe("a failed placeOrder", () => {
  it("with field problems is shown at the fields", () => {
    const problem = placeOrderProblem(
      serverError("Invalid input", {
        code: "BAD_REQUEST",
        httpStatus: 400,
        fieldErrors: { "guest.address.postalCode": ["Enter a postal code, e.g. 12776"] },
      }),
    );
    expect(problem).toMatchObject({
      kind: "fields",
      fieldErrors: { "guest.address.postalCode": "Enter a postal code, e.g. 12776" },
    });
  });

  it("for a payment the bank is still confirming is neither a decline nor a field: it waits with the same payment", () => {
    const problem = placeOrderProblem(
      serverError("Your bank is still confirming this payment.", {
        code: "BAD_REQUEST",
        httpStatus: 400,
        details: { field: "payment", declineCode: "processing" },
      }),
    );
    expect(problem).toEqual({ kind: "processing", message: "Your bank is still confirming this payment." });
  });

  it("without field problems is a declined card, with the gateway's reason", () => {
    const problem = placeOrderProblem(
      serverError("Your card was declined. Try another card.", { code: "BAD_REQUEST", httpStatus: 400 }),
    );
    expect(problem).toEqual({ kind: "declined", message: "Your card was declined. Try another card." });
  });

  it("about an expired hold or a changed total sends the guest back to the cart", () => {
    const problem = placeOrderProblem(
      serverError("The total changed", { code: "PRECONDITION_FAILED", httpStatus: 412 }),
    );
    expect(problem.kind).toBe("cart");
  });

  it("without an answer may have booked, so the retry keeps its key", () => {
    expect(placeOrderProblem(new TRPCClientError("Failed to fetch")).kind).toBe("unknown-outcome");
    expect(
      placeOrderProblem(
        serverError("Something went wrong", { code: "INTERNAL_SERVER_ERROR", httpStatus: 500 }),
      ).kind,
    ).toBe("unknown-outcome");
  });
});
