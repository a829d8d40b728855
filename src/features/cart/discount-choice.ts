import { formatUsd } from "@/lib/money";
import type { Cart } from "./cart.schemas";

type ParkCart = Pick<
  Cart["parkShoppingCartsArray"][number],
  "promoCode" | "promoCodeProblem" | "discount" | "discountOffers"
>;

/** "10 %", "12.5 %" from basis points. */
export function percentOf(discountBp: number): string {
  return `${Number((discountBp / 100).toFixed(2))} %`;
}

/**
 * What the cart says about a park's promo code (spec §9: a member gets the greater of the Rewards discount and a
 * promotion, never both): that the code applies, or which discount won and why the other did not. Null without a
 * code; a code that does not apply any more says why (`promoCodeProblem`).
 */
export function promoCodeOutcome(park: ParkCart): string | null {
  const code = park.promoCode;
  if (!code) return null;
  if (park.promoCodeProblem) return `Code ${code} does not apply: ${park.promoCodeProblem}`;
  const { promo, member } = park.discountOffers;
  const saves = promo ? ` (${formatUsd(promo.amount)} off)` : "";
  if (!member) return `Code ${code} applied${saves}`;
  const rewards = `your ${member.label.replace(/ Discount$/, "")} discount (${percentOf(member.discountBp)}, ${formatUsd(member.amount)} off)`;
  if (park.discount?.source === "promo") {
    return `Code ${code}${saves} is larger than ${rewards}, so the code applies instead. Discounts are not combined.`;
  }
  const capitalized = rewards.charAt(0).toUpperCase() + rewards.slice(1);
  if (promo && promo.amount === member.amount) {
    return `${capitalized} saves as much as code ${code}, so it applies instead. Discounts are not combined.`;
  }
  return `${capitalized} is larger than code ${code}${saves}, so it applies instead. Discounts are not combined.`;
}
