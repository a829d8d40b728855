"use client";

import { NumberInput, type NumberInputProps } from "@mantine/core";
import { type FormSource, under } from "./form-source";

/** A party as the engine takes it: at least one adult; the same limits as the search's party. */
export const PARTY_LIMITS = {
  adults: { min: 1, max: 50 },
  children: { min: 0, max: 50 },
  pets: { min: 0, max: 10 },
} as const;

export type PartyValues = { adults: number | string; children: number | string; pets: number | string };

/** A typed count as a number (NaN when the field is empty or not a number, so a check can say so). */
export const countOf = (value: number | string) => (typeof value === "number" ? value : Number.NaN);

export const partyOf = (party: PartyValues) => ({
  adults: countOf(party.adults),
  children: countOf(party.children),
  pets: countOf(party.pets),
});

/**
 * Adults, children and pets, at `prefix.adults` etc. of the form. The caller lays them out (a row of its own or
 * a fieldset); `inputProps` go to each input (tap-size classes, no steppers).
 */
export function PartyFields({
  form,
  prefix = "guests",
  inputProps,
}: {
  form: FormSource;
  prefix?: string;
  inputProps?: Omit<NumberInputProps, "label" | "min" | "max">;
}) {
  return (
    <>
      <NumberInput
        {...inputProps}
        label="Adults"
        {...PARTY_LIMITS.adults}
        {...form.getInputProps(under(prefix, "adults"))}
      />
      <NumberInput
        {...inputProps}
        label="Children"
        {...PARTY_LIMITS.children}
        {...form.getInputProps(under(prefix, "children"))}
      />
      <NumberInput
        {...inputProps}
        label="Pets"
        {...PARTY_LIMITS.pets}
        {...form.getInputProps(under(prefix, "pets"))}
      />
    </>
  );
}
