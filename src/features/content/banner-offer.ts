import { promoCodeStatus } from "@/features/cart/promo-code-status";
import type { PromoTerms } from "@/features/cart/promo-codes";
import { formatDate, formatMonthDay } from "@/lib/date-format";

/**
 * A banner that names a promo code advertises that code (decision 0073): it shows only while the code can be used
 * for a new booking, judged by the cart's own rule (`promoCodeStatus`), and it says the code's terms (which nights,
 * until when to book, how many nights), so a camper never meets an offer the cart will refuse today.
 */

/** The terms of a promo code, as the banner reads them: the cart's own, whatever its park. */
export type NamedCode = Omit<PromoTerms, "parkId">;

export type BannerOffer = {
  /** Every code the banner names can be used for a booking made today. */
  usable: boolean;
  /** What the camper must know to use them ("Valid for nights Sep 8 – Oct 31, 2027."), or null. */
  terms: string | null;
  /** For staff: why the banner is hidden, or null when it shows. */
  hiddenBecause: string | null;
};

/** Upper-case words that could be codes (codes are stored upper-case: letters, digits, - and _; 3 to 32 long). */
const CODE_WORD = /(?<![\w-])[A-Z0-9][A-Z0-9_-]{2,31}(?![\w-])/g;

/** The words of a banner's text that could be promo codes (at least one letter: "2027" is no code). */
export function codeWordsIn(text: string): string[] {
  return [...new Set(text.match(CODE_WORD) ?? [])].filter((word) => /[A-Z]/.test(word));
}

const WHY_HIDDEN: Record<string, string> = {
  archived: "is archived",
  used_up: "is used up",
  expired: "can no longer be used",
  scheduled: "cannot be used yet",
};

/** Whether the banner may show today (the parks' date) and the terms it adds, given the codes it names. */
export function bannerOffer(codes: readonly NamedCode[], today: string): BannerOffer {
  for (const code of codes) {
    const status = promoCodeStatus(code, today);
    if (status !== "active") {
      return {
        usable: false,
        terms: null,
        hiddenBecause: `Hidden: its code ${code.code} ${WHY_HIDDEN[status]}.`,
      };
    }
  }
  const terms = codes
    .map((code) => {
      const words = termsOf(code);
      return words && codes.length > 1 ? `${code.code}: ${words}` : words;
    })
    .filter((words): words is string => words !== null);
  return { usable: true, terms: terms.length > 0 ? terms.join(" ") : null, hiddenBecause: null };
}

function termsOf(code: NamedCode): string | null {
  const valid: string[] = [];
  if (code.stayFrom && code.stayUntil) valid.push(`for nights ${dateRange(code.stayFrom, code.stayUntil)}`);
  else if (code.stayFrom) valid.push(`for nights from ${formatDate(code.stayFrom)}`);
  else if (code.stayUntil) valid.push(`for nights until ${formatDate(code.stayUntil)}`);
  if (code.minNights !== null && code.minNights > 1)
    valid.push(`for stays of ${code.minNights} nights or more`);
  const sentences = [
    ...(valid.length > 0 ? [`Valid ${valid.join(", ")}.`] : []),
    ...(code.bookableUntil ? [`Book by ${formatDate(code.bookableUntil)}.`] : []),
  ];
  return sentences.length > 0 ? sentences.join(" ") : null;
}

/** "Sep 8 – Oct 31, 2027"; with both years when the range crosses one. */
function dateRange(from: string, until: string): string {
  const sameYear = from.slice(0, 4) === until.slice(0, 4);
  return `${sameYear ? formatMonthDay(from) : formatDate(from)} – ${formatDate(until)}`;
}
