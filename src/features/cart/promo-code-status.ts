import type { PromoCodeStatus } from "./promotions.schemas";

type PromoTermsForStatus = {
  active: boolean;
  bookableFrom: string | null;
  bookableUntil: string | null;
  stayUntil: string | null;
  usageLimit: number | null;
  timesUsed: number;
};

/**
 * Where a code stands on `today` (the park's date), by the cart's own rules (cart/promo-codes.ts): archived codes
 * and used-up codes never apply; a booking window not yet open is scheduled; a booking window past, or a stay
 * window whose last night is before today, can apply to no new booking any more.
 */
export function promoCodeStatus(code: PromoTermsForStatus, today: string): PromoCodeStatus {
  if (!code.active) return "archived";
  if (code.usageLimit !== null && code.timesUsed >= code.usageLimit) return "used_up";
  if (code.bookableUntil !== null && code.bookableUntil < today) return "expired";
  if (code.stayUntil !== null && code.stayUntil < today) return "expired";
  if (code.bookableFrom !== null && code.bookableFrom > today) return "scheduled";
  return "active";
}
