import { formatDate } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";

/**
 * The promotions screen's words and typed values: percentages and dollars in the inputs, basis points and
 * cents on the wire (brief: "money in cents on the wire, dollars in the inputs").
 */

/** A percentage as typed ("15", "12.5", "15 %") in basis points, or null when it is not one (at most 2 decimals). */
export function percentToBasisPoints(text: string): number | null {
  const cleaned = text.trim().replace(/\s*%$/, "");
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return null;
  const [whole, fraction = ""] = cleaned.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

/** 1500 → "15", 1250 → "12.5": what the percentage input shows. */
export function basisPointsToPercent(bp: number): string {
  return String(bp / 100);
}

/** An optional whole number as typed: null when empty, NaN when it is not a whole number (the server says why). */
export function optionalWholeNumber(text: string): number | null {
  const cleaned = text.trim().replace(/,/g, "");
  if (cleaned === "") return null;
  return /^\d+$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** "20 % off nights", "$12.34 off nights". */
export function discountWords(code: { discountType: "PERCENTAGE" | "FIXED"; value: number }): string {
  return code.discountType === "PERCENTAGE"
    ? `${basisPointsToPercent(code.value)} % off nights`
    : `${formatUsd(code.value)} off nights`;
}

/** "Any time", "From Jun 1, 2027", "Until Sep 30, 2027", "Jun 1, 2027 – Sep 30, 2027". */
export function windowWords(from: string | null, until: string | null): string {
  if (from && until) return `${formatDate(from)} – ${formatDate(until)}`;
  if (from) return `From ${formatDate(from)}`;
  if (until) return `Until ${formatDate(until)}`;
  return "Any time";
}

export const STATUS_WORDS = {
  active: "Active",
  scheduled: "Not yet bookable",
  expired: "Expired",
  used_up: "Used up",
  archived: "Archived",
} as const;

const CHARGED_PER_WORDS = {
  site: "per site",
  pet: "per pet",
  vehicle: "per vehicle (one per site)",
} as const;

/** "$5.00 per night", "$8.99 per unit, per stay". */
export function addonPriceWords(addon: { kind: "daily_rate" | "online_store"; priceCents: number }): string {
  return addon.kind === "daily_rate"
    ? `${formatUsd(addon.priceCents)} per night`
    : `${formatUsd(addon.priceCents)} each, per stay`;
}

/** "Included fee, per pet" or "Optional, up to 4". */
export function addonChargeWords(addon: {
  mandatory: boolean;
  chargedPer: keyof typeof CHARGED_PER_WORDS;
  maxQuantity: number;
}): string {
  return addon.mandatory
    ? `Mandatory fee, ${CHARGED_PER_WORDS[addon.chargedPer]}`
    : `Optional, up to ${addon.maxQuantity}`;
}
