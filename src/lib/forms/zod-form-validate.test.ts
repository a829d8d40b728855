import { describe, expect, it } from "vitest";
import { z } from "zod";
import { fieldOf, zodFormValidate } from "./zod-form-validate";

const ZInput = z.object({
  id: z.uuid(),
  priceCents: z.number().int("Whole cents.").min(0, "Not negative."),
  parkIds: z.array(z.uuid("Choose a park.")).nullable(),
});

type Values = { price: string; parkIds: string[] };

const validate = zodFormValidate<Values>(ZInput, {
  fields: ["priceCents", "parkIds"],
  toInput: (values) => ({
    id: "not-sent-by-this-form",
    priceCents: Number(values.price) * 100,
    parkIds: values.parkIds.length === 0 ? null : values.parkIds,
  }),
});

describe("zodFormValidate", () => {
  it("puts each of the schema's messages at the form field named like its path", () => {
    expect(validate({ price: "-1", parkIds: ["x"] })).toEqual({
      priceCents: "Not negative.",
      parkIds: "Choose a park.",
    });
  });

  it("leaves a message at a field the form does not show to the server's answer", () => {
    expect(validate({ price: "4.5", parkIds: [] })).toEqual({});
  });

  it("lets the screen's own message win at a field where both speak", () => {
    const withRules = zodFormValidate<Values>(ZInput, {
      fields: ["priceCents"],
      toInput: (values) => ({ priceCents: Number(values.price), parkIds: null }),
      rules: (values): Record<string, string> =>
        values.price === "" ? { priceCents: "Enter an amount." } : {},
    });
    expect(withRules({ price: "", parkIds: [] })).toEqual({ priceCents: "Enter an amount." });
  });

  it("finds the field a nested path belongs to", () => {
    expect(fieldOf(["parkIds", "dates.start"], "parkIds.0")).toBe("parkIds");
    expect(fieldOf(["parkIds", "dates.start"], "dates.start")).toBe("dates.start");
    expect(fieldOf(["parkIds"], "reservationId")).toBeNull();
  });
});
