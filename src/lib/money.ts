/** Money is integer cents (USD) everywhere; these are the only conversions. */

import { lazyIntl } from "./lazy-intl";

const usd = lazyIntl(() => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }));

export function formatUsd(cents: number): string {
  return usd().format(cents / 100);
}

/** `bp` basis points (1 % = 100 bp) of a non-negative amount, rounded half-up to the cent, in integer math. */
export function basisPointsOf(amountCents: number, bp: number): number {
  if (!Number.isInteger(amountCents) || !Number.isInteger(bp) || amountCents < 0 || bp < 0) {
    throw new RangeError(`basisPointsOf needs non-negative integers, got ${amountCents} and ${bp}`);
  }
  return Math.floor((amountCents * bp + 5_000) / 10_000);
}

export function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((total, amount) => total + amount, 0);
}

/** Dollars as typed ("12", "12.5", "$1,234.56") in integer cents, or null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "");
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}
