import type { Page } from "@playwright/test";

/** Fills the checkout form as a guest would, with the given test card; returns the e-mail used. */
export async function fillCheckout(page: Page, card: string, email = `camper+${Date.now()}@example.com`) {
  await fillGuest(page, email);
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByRole("textbox", { name: "Card number" }).fill(card);
  await form
    .getByRole("textbox", { name: "Expiry date (MM/YY)" })
    .fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await form.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
  return email;
}

/** The guest's details and the waiver tick, as a guest fills them (the card is the gateway's). */
export async function fillGuest(page: Page, email: string) {
  const form = page.getByRole("form", { name: "Checkout" });
  await form.getByRole("textbox", { name: "First name" }).fill("Ann");
  await form.getByRole("textbox", { name: "Last name" }).fill("Camper");
  await form.getByRole("textbox", { name: "E-mail" }).fill(email);
  await form.getByRole("textbox", { name: "Phone" }).fill("607-555-0199");
  await form.getByRole("textbox", { name: "Street address" }).fill("12 Maple Street");
  await form.getByRole("textbox", { name: "City" }).fill("Binghamton");
  await form.getByRole("textbox", { name: "State or province" }).fill("NY");
  await form.getByRole("textbox", { name: "ZIP or postal code" }).fill("13901");
  await form.getByRole("checkbox", { name: /I have read and accept the/ }).check();
}

export const payButton = (page: Page) => page.getByRole("button", { name: /^Pay \$[\d,.]+ and book$/ });
