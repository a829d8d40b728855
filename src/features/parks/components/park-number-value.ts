import { dollarAmountToCents } from "@/lib/money";

/** A number input's value as the server takes it: a blank or stray text is NaN, which the server's schema names. */
export const numberOf = (value: number | string): number => (value === "" ? Number.NaN : Number(value));

/** Dollars as the lock-fee input holds them, in cents (NaN stays NaN for the server to name). */
export const centsOf = (dollars: number | string): number => dollarAmountToCents(numberOf(dollars));
