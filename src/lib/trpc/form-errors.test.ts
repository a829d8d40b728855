import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import * as zm from "zod/mini";
import { formErrorOf, sentenceOf, zodFieldErrors } from "./form-errors";

function trpcError(message: string, data: Record<string, unknown>) {
  return TRPCClientError.from({ error: { message, code: -32600, data } } as never);
}

describe("formErrorOf", () => {
  it("puts each schema failure at its field with its first message", () => {
    const error = trpcError("Invalid input", {
      code: "BAD_REQUEST",
      fieldErrors: { email: ["Enter an e-mail address", "second"], password: ["Use at least 8 characters"] },
    });
    expect(formErrorOf(error)).toEqual({
      code: "BAD_REQUEST",
      fields: { email: "Enter an e-mail address", password: "Use at least 8 characters" },
      message: null,
      reason: null,
    });
  });

  it("puts a service's rule failure at the field it names, with the error's message", () => {
    const error = trpcError("An account with this e-mail already exists. Sign in instead.", {
      code: "BAD_REQUEST",
      details: { field: "email" },
    });
    expect(formErrorOf(error).fields).toEqual({
      email: "An account with this e-mail already exists. Sign in instead.",
    });
  });

  it("says a payment the bank is still confirming is one to wait for, above the form rather than at the card", () => {
    const error = trpcError("Your bank is still confirming this payment.", {
      code: "BAD_REQUEST",
      details: { field: "payment", declineCode: "processing" },
    });
    expect(formErrorOf(error)).toMatchObject({
      fields: {},
      message: "Your bank is still confirming this payment.",
      stillProcessing: true,
    });
  });

  it("keeps a failure without a field as the form's message with its code", () => {
    const error = trpcError("That e-mail and password do not match an account.", { code: "UNAUTHORIZED" });
    expect(formErrorOf(error)).toEqual({
      code: "UNAUTHORIZED",
      fields: {},
      message: "That e-mail and password do not match an account.",
      reason: null,
    });
  });

  it("passes on a service's machine-readable reason, for a form that offers a way out", () => {
    const error = trpcError("There have been too many sign-in attempts on this account…", {
      code: "FORBIDDEN",
      details: { reason: "SIGN_IN_LINK_REQUIRED" },
    });
    expect(formErrorOf(error)).toMatchObject({ code: "FORBIDDEN", reason: "SIGN_IN_LINK_REQUIRED" });
  });

  it("explains a failure that never reached the server as a connection problem", () => {
    expect(formErrorOf(new TypeError("fetch failed"))).toMatchObject({ code: null, fields: {} });
    expect(formErrorOf(new TypeError("fetch failed")).message).toMatch(/connection/);
  });
});

describe("sentenceOf", () => {
  it("says a failure's message, or its first field's where the failure is a field's", () => {
    expect(sentenceOf(trpcError("This park does not exist.", { code: "NOT_FOUND" }))).toBe(
      "This park does not exist.",
    );
    const outOfRange = trpcError("Invalid input", {
      code: "BAD_REQUEST",
      fieldErrors: { from: ["Use a date between 2000-01-01 and 2100-12-31"] },
    });
    expect(sentenceOf(outOfRange)).toBe("Use a date between 2000-01-01 and 2100-12-31");
    expect(sentenceOf(new TypeError("fetch failed"))).toMatch(/connection/);
  });
});

describe("zodFieldErrors", () => {
  it("keys the first issue of each field by its dotted path", () => {
    const schema = z.object({ a: z.string().min(2, "too short"), b: z.object({ c: z.number() }) });
    const result = schema.safeParse({ a: "x", b: { c: "no" } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({ a: "too short", "b.c": expect.any(String) });
  });

  it("reads a zod/mini failure the same way (the browser's schemas are zod/mini)", () => {
    const schema = zm.object({
      a: zm.string().check(zm.minLength(2, "too short")),
      b: zm.object({ c: zm.number() }),
    });
    const result = schema.safeParse({ a: "x", b: { c: "no" } });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(zodFieldErrors(result.error)).toEqual({ a: "too short", "b.c": expect.any(String) });
  });
});
