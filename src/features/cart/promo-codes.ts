import { formatDate } from "@/lib/date-format";
import { nightsBetween } from "@/lib/stay-dates";

/** A promo code's terms (domain.md "Discounts"). Dates are calendar dates in the park's time zone. */
export type PromoTerms = {
  code: string;
  parkId: string | null;
  active: boolean;
  bookableFrom: string | null;
  bookableUntil: string | null;
  stayFrom: string | null;
  stayUntil: string | null;
  minNights: number | null;
  usageLimit: number | null;
  timesUsed: number;
};

export type PromoContext = {
  parkId: string;
  parkName: string;
  /** Today at the park. */
  today: string;
  /** The stays of the cart's items at that park. */
  stays: readonly { start: string; end: string }[];
};

/** Codes are stored upper-case; guests may type them in any case and with stray spaces. */
export function normalizePromoCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * Why a code cannot apply to one park's cart, in words for the guest, or null when it applies. Every stay must
 * meet the stay window and the minimum nights; the booking window is today's date.
 */
export function promoCodeProblem(promo: PromoTerms | null, context: PromoContext): string | null {
  if (!promo?.active) return "We don't recognise this code, or it has ended.";
  if (promo.parkId !== null && promo.parkId !== context.parkId) {
    return `This code is not valid at ${context.parkName}.`;
  }
  if (promo.usageLimit !== null && promo.timesUsed >= promo.usageLimit) return "This code has been used up.";
  if (promo.bookableFrom && context.today < promo.bookableFrom) {
    return `This code can be used from ${formatDate(promo.bookableFrom)}.`;
  }
  if (promo.bookableUntil && context.today > promo.bookableUntil) {
    return `This code expired on ${formatDate(promo.bookableUntil)}.`;
  }
  if (context.stays.length === 0) return `Add a site at ${context.parkName} before using a code there.`;
  const outside = context.stays.some(
    (stay) =>
      (promo.stayFrom !== null && stay.start < promo.stayFrom) ||
      // stayUntil is the last night the code covers.
      (promo.stayUntil !== null && stay.end > addOneDay(promo.stayUntil)),
  );
  if (outside) {
    const from = promo.stayFrom ? formatDate(promo.stayFrom) : null;
    const until = promo.stayUntil ? formatDate(promo.stayUntil) : null;
    return from && until
      ? `This code is for nights from ${from} to ${until}.`
      : from
        ? `This code is for nights from ${from}.`
        : `This code is for nights until ${until}.`;
  }
  if (
    promo.minNights !== null &&
    context.stays.some((stay) => nightsBetween(stay.start, stay.end) < promo.minNights!)
  ) {
    return `This code needs stays of at least ${promo.minNights} nights.`;
  }
  return null;
}

function addOneDay(isoDate: string): string {
  return new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
