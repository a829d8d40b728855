import type { Page } from "@playwright/test";
import { call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { CONFIRMATION_LINK, mailedLink, signUpAndConfirm } from "./support/mail";
import { julyStay } from "./support/stays";
import { expect, test } from "./support/test";

const PASSWORD = "trout-season-2026";
const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/**
 * Signs up through the API and follows the e-mailed confirmation link, which signs the page in (the suite types
 * into the form once, in the journey below).
 */
async function signUpByApi(page: Page, firstName: string) {
  const email = uniqueEmail(firstName.toLowerCase());
  await signUpAndConfirm(page.request, { email, password: PASSWORD, firstName, lastName: "Camper" });
  return email;
}

/**
 * One account shared by the tests that only need someone signed in: one sign-up (and its e-mail) instead of one
 * per test.
 */
let sharedEmail: string | undefined;
async function signInSharedAccount(page: Page) {
  if (!sharedEmail) {
    sharedEmail = await signUpByApi(page, "Sam");
    return sharedEmail;
  }
  await call(page.request, "authentication.login", { email: sharedEmail, password: PASSWORD });
  return sharedEmail;
}

const dialog = (page: Page, name: string) => page.getByRole("dialog", { name });

test("a visitor creates an account, joins Rewards, saves a park, sees the member price, cancels and signs out", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const email = uniqueEmail("journey");

  // The Account link opens the sign-in view over this page.
  await page.goto("/faqs");
  await page.getByTestId("desktop-right").getByTestId("account-link").click();
  const signIn = dialog(page, "Sign in to Lantern Parks");
  await expect(signIn).toBeVisible();
  await expect(signIn.getByRole("textbox", { name: "E-mail" })).toBeFocused();
  await expectNoAxeViolations(page);

  // Create account: the problems are shown at their fields and focus goes to the first.
  await signIn.getByRole("button", { name: "Create an account" }).click();
  const signUp = dialog(page, "Create your Lantern account");
  await expect(signUp.getByRole("textbox", { name: "First name" })).toBeFocused();
  await expectNoAxeViolations(page);
  await signUp.getByRole("textbox", { name: "Last name" }).fill("Camper");
  await signUp.getByRole("textbox", { name: "E-mail" }).fill("not-an-email");
  await signUp.getByRole("textbox", { name: "Password", exact: true }).fill("short");
  await signUp.getByRole("button", { name: "Create account" }).click();
  const firstName = signUp.getByRole("textbox", { name: "First name" });
  await expect(firstName).toBeFocused();
  await expect(firstName).toHaveAttribute("aria-invalid", "true");
  await expect(signUp.getByText("Enter your first name")).toBeVisible();
  await expect(signUp.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
  await expect(signUp.getByText("Use at least 8 characters")).toBeVisible();
  await expectNoAxeViolations(page);

  await firstName.fill("Jordan");
  await signUp.getByRole("textbox", { name: "E-mail" }).fill(email);
  await signUp.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await signUp.getByRole("button", { name: "Create account" }).click();
  // No session yet: the answer is "check your e-mail", and the e-mailed link confirms the address and signs in.
  const answer = dialog(page, "Check your e-mail").getByRole("status");
  await expect(answer).toContainText(`We sent a link to ${email}.`);
  await expect(answer).toBeFocused();
  await expectNoAxeViolations(page);
  await page.goto(await mailedLink(email, CONFIRMATION_LINK));
  const confirmed = dialog(page, "You are signed in");
  await expect(confirmed.getByRole("status")).toHaveText(
    `Your e-mail address is confirmed. Signed in as ${email}.`,
  );
  await expect(confirmed.getByRole("button", { name: "Continue" })).toBeFocused();
  await expect(page).toHaveURL((url) => !url.searchParams.has("token"));
  await confirmed.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("desktop-right").getByTestId("account-link")).toHaveAttribute(
    "href",
    "/profile/account",
  );
  await page.goto("/profile/account");
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Jordan" })).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const membership = page.getByRole("region", { name: "Lantern Rewards" });
  await expect(membership.getByTestId("membership-status")).toHaveText("Not a member");
  await expect(membership.getByRole("link", { name: "Join Rewards" })).toHaveAttribute("href", "/rewards");

  // Rewards: terms next to an unticked box, card problems at the card field, then a purchase.
  await page.goto("/rewards");
  const join = page.getByRole("form", { name: "Join Lantern Rewards" });
  const consent = join.getByRole("checkbox", {
    name: "I agree that my membership renews automatically every year at $19.99 until I cancel; I can cancel online at any time.",
  });
  await expect(consent).not.toBeChecked();
  await expect(join).toContainText("$19.99 a year, renewing automatically.");
  await expectNoAxeViolations(page);
  await join.getByRole("textbox", { name: "Card number" }).fill("4000 0000 0000 0002");
  await join.getByRole("textbox", { name: "Expiry date (MM/YY)" }).fill("12/34");
  await join.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
  await join.getByRole("button", { name: "Join Rewards for $19.99" }).click();
  await expect(consent).toBeFocused();
  await expect(consent).toHaveAttribute("aria-invalid", "true");
  await consent.check();
  await join.getByRole("button", { name: "Join Rewards for $19.99" }).click();
  const cardNumber = join.getByRole("textbox", { name: "Card number" });
  await expect(join.getByText("Your card was declined. Try another card.")).toBeVisible();
  await expect(cardNumber).toBeFocused();
  await expect(cardNumber).toHaveAccessibleDescription(/Your card was declined/);
  await expectNoAxeViolations(page);
  await cardNumber.fill("4242 4242 4242 4242");
  await join.getByRole("button", { name: "Join Rewards for $19.99" }).click();
  const welcome = page.getByRole("status").filter({ hasText: "Welcome to Lantern Rewards!" });
  await expect(welcome).toBeVisible();
  const purchases = await page.evaluate(() =>
    (window as unknown as { dataLayer: { event?: string }[] }).dataLayer.filter(
      (event) => event.event === "purchase",
    ),
  );
  expect(purchases).toEqual([
    {
      event: "purchase",
      ecommerce: {
        currency: "USD",
        value: 19.99,
        transaction_id: expect.stringMatching(/^rewards-/),
        items: [
          {
            item_id: "rewards-membership",
            item_name: "Lantern Rewards membership",
            price: 19.99,
            quantity: 1,
          },
        ],
      },
    },
  ]);
  await page.reload();
  await expect(page.getByRole("region", { name: "Lantern Rewards" })).toContainText(/You're a member until/);
  await expectNoAxeViolations(page);

  // A member's cart carries the Rewards Discount.
  const stay = julyStay(1);
  await page.goto(`/beaverkill-bend?start=${stay.start}&end=${stay.end}&adults=2`);
  await page
    .getByRole("list", { name: "Stay types for your dates" })
    .getByRole("link", { name: /Choose a site/ })
    .first()
    .click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("region", { name: "Beaverkill Bend Campground" })).toContainText(
    "Rewards Discount",
  );

  // The member checks out with the discount, and the reservation is in the account.
  await page
    .getByRole("link", { name: /Check out/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/checkout$/);
  const checkout = page.getByRole("form", { name: "Checkout" });
  await expect(checkout.getByRole("textbox", { name: "E-mail" })).toHaveValue(email);
  await expect(checkout).toContainText("Rewards Discount");
  await checkout.getByRole("textbox", { name: "First name" }).fill("Journey");
  await checkout.getByRole("textbox", { name: "Last name" }).fill("Camper");
  await checkout.getByRole("textbox", { name: "Phone" }).fill("607-555-0142");
  // The profile has no phone yet: checkout offers to save this one, unticked.
  const savePhone = checkout.getByRole("checkbox", { name: "Save this phone number to my profile" });
  await expect(savePhone).not.toBeChecked();
  await savePhone.check();
  await checkout.getByRole("textbox", { name: "Street address" }).fill("3 Stewart Avenue");
  await checkout.getByRole("textbox", { name: "City" }).fill("Roscoe");
  await checkout.getByRole("textbox", { name: "State or province" }).fill("NY");
  await checkout.getByRole("textbox", { name: "ZIP or postal code" }).fill("12776");
  await checkout.getByRole("checkbox", { name: /I have read and accept the/ }).check();
  await checkout.getByRole("textbox", { name: "Card number" }).fill("4242 4242 4242 4242");
  await checkout
    .getByRole("textbox", { name: "Expiry date (MM/YY)" })
    .fill(`12/${(new Date().getFullYear() + 3) % 100}`);
  await checkout.getByRole("textbox", { name: "Security code (CVC)" }).fill("123");
  await page.getByRole("button", { name: /^Pay \$[\d,.]+ and book$/ }).click();
  await expect(page).toHaveURL(/\/checkout\/confirmation\//, { timeout: 20_000 });
  const code = (await page
    .getByText(/^LNT-[2-9A-Z]{6}$/)
    .first()
    .textContent())!.trim();
  await page.goto("/profile/account");
  const reservations = page.getByRole("region", { name: "Reservations" });
  await expect(reservations.getByRole("heading", { name: `Confirmation ${code}` })).toBeVisible();
  await expect(reservations).toContainText("Beaverkill Bend Campground");
  await expect(reservations).toContainText(/Booked (just now|\d+ minutes? ago) \(/);
  await expect(page.getByRole("textbox", { name: "Phone (optional)" })).toHaveValue("607-555-0142");
  // The account shows the running member event, once loaded (a placeholder holds its place until then).
  // The seed runs the event at the parks open on all its days, so which park depends on the season.
  const memberEvent = page.getByRole("region", { name: /^Member Month at / });
  await expect(memberEvent).toContainText("Rewards members save 15 %");
  await expect(page.getByTestId("member-event-loading")).toHaveCount(0);

  // The heart saves a park; the account lists it with a way back.
  await page.goto("/");
  const accountLink = page.getByTestId("desktop-right").getByTestId("account-link");
  await expect(accountLink).toHaveAttribute("href", "/profile/account");
  const heart = page.getByRole("button", { name: "Save Trout Town Farms to your wish list" });
  await expect(heart).toHaveAttribute("aria-pressed", "false");
  await expect(heart).not.toHaveAttribute("aria-disabled", "true");
  await heart.click();
  const saved = page.getByRole("button", { name: "Remove Trout Town Farms from your wish list" });
  await expect(saved).toHaveAttribute("aria-pressed", "true");
  await expect(accountLink).toContainText("1 saved");
  await page.goto("/profile/account");
  const wishList = page.getByRole("region", { name: "Wish list" });
  await expect(wishList.getByRole("link", { name: "Trout Town Farms" })).toHaveAttribute(
    "href",
    "/trout-town-farms",
  );
  await expect(wishList).toContainText(/Saved (just now|\d+ minutes? ago)/);
  await expect(membership.getByTestId("membership-status")).toHaveText("Active");
  await expect(membership).toContainText(/Renews automatically on .+ at \$19\.99 a year\./);
  await expectNoAxeViolations(page);

  // Cancelling asks for a reason; "another reason" needs a word or two.
  await membership.getByRole("button", { name: "Cancel membership" }).click();
  const cancel = dialog(page, "Cancel your Rewards membership");
  await expect(cancel).toContainText(/stays active until .+, then ends/);
  await cancel.getByRole("button", { name: "Cancel membership" }).click();
  await expect(cancel.getByText("Choose the reason that fits best")).toBeVisible();
  await expect(cancel.getByRole("radio", { name: "I don't camp often enough" })).toBeFocused();
  await expectNoAxeViolations(page);
  await cancel.getByRole("radio", { name: "Another reason" }).check();
  await cancel.getByRole("button", { name: "Cancel membership" }).click();
  await expect(cancel.getByRole("textbox", { name: "Tell us more" })).toBeFocused();
  await cancel.getByRole("textbox", { name: "Tell us more" }).fill("Moving abroad for a year.");
  await cancel.getByRole("button", { name: "Cancel membership" }).click();
  await expect(cancel).toHaveCount(0);
  await expect(membership.getByTestId("membership-detail")).toContainText(/ends on .+ and will not renew/);
  await expect(membership.getByRole("button", { name: "Cancel membership" })).toHaveCount(0);

  // Signing out goes home as a visitor.
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("desktop-right").getByTestId("account-link")).toHaveAttribute(
    "href",
    /auth=login/,
  );

  // A wrong password is refused with one message; the right one signs in and follows the redirect.
  await page.goto("/faqs?redirect=/profile/account&auth=login");
  await signIn.getByRole("textbox", { name: "E-mail" }).fill(email);
  await signIn.getByRole("textbox", { name: "Password", exact: true }).fill("not-my-password");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn.getByRole("alert")).toHaveText("That e-mail and password do not match an account.");
  await expectNoAxeViolations(page);
  await signIn.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/profile\/account$/);
  await expect(page.getByRole("heading", { level: 1, name: "Hello, Jordan" })).toBeVisible();
});

test("a visitor sent to the account page is asked to sign in, and a heart asks them too", async ({
  page,
}) => {
  await page.goto("/profile/account");
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/" &&
      url.searchParams.get("auth") === "login" &&
      url.searchParams.get("redirect") === "/profile/account",
  );
  await expect(dialog(page, "Sign in to Lantern Parks")).toBeVisible();

  await page.goto("/trout-town-farms");
  const heart = page.getByRole("button", { name: "Save Trout Town Farms to your wish list" });
  // Until the page knows whether anyone is signed in, the heart waits.
  await expect(heart).not.toHaveAttribute("aria-disabled", "true");
  await heart.click();
  await expect(dialog(page, "Sign in to Lantern Parks")).toBeVisible();
  await expect(page).toHaveURL(
    (url) =>
      url.pathname === "/trout-town-farms" &&
      url.searchParams.get("auth") === "login" &&
      url.searchParams.get("redirect") === "/trout-town-farms",
  );
});

test("a login dialog never sends the user to another site", async ({ page }) => {
  const email = await signInSharedAccount(page);
  await call(page.request, "authentication.logout");
  await page.goto(`/faqs?auth=login&redirect=${encodeURIComponent("//evil.example/phish")}`);
  const signIn = dialog(page, "Sign in to Lantern Parks");
  await signIn.getByRole("textbox", { name: "E-mail" }).fill(email);
  await signIn.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn).toHaveCount(0);
  await expect(page).toHaveURL(/\/faqs$/);
});

test("a sixth failed sign-in in a row is refused with a time to wait", async ({ page }) => {
  const email = uniqueEmail("guesser");
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await expect(
      call(page.request, "authentication.login", { email, password: `guess-${attempt}` }),
    ).rejects.toThrow(/do not match an account/);
  }
  await page.goto("/?auth=login");
  const signIn = dialog(page, "Sign in to Lantern Parks");
  await signIn.getByRole("textbox", { name: "E-mail" }).fill(email);
  await signIn.getByRole("textbox", { name: "Password", exact: true }).fill("guess-6");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn.getByRole("alert")).toHaveText(
    /^Too many attempts\. Please try again in \d+ minutes?\.$/,
  );
});

test("a confirmation or sign-in link that does not work says so, and leads to sign in", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/?auth=verify&token=not-a-real-token");
  const confirm = dialog(page, "Confirm your e-mail");
  await expect(confirm.getByRole("alert")).toContainText("This confirmation link does not work");
  await expect(confirm.getByRole("button", { name: "Go to sign in" })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.goto("/?auth=link&token=not-a-real-token");
  const link = dialog(page, "Sign in with your link");
  await expect(link.getByRole("alert")).toContainText("This sign-in link is invalid, used or expired.");
  await link.getByRole("button", { name: "Go to sign in" }).click();
  await expect(
    dialog(page, "Sign in to Lantern Parks").getByRole("textbox", { name: "E-mail" }),
  ).toBeVisible();
});

test("a reset link that is not valid says so, and a new link can be asked for", async ({ page }) => {
  await page.goto("/?auth=reset&token=not-a-real-token");
  const reset = dialog(page, "Choose a new password");
  await expect(reset.getByRole("textbox", { name: "New password" })).toBeFocused();
  await expectNoAxeViolations(page);
  await reset.getByRole("textbox", { name: "New password" }).fill("a brand new password");
  await reset.getByRole("button", { name: "Save new password" }).click();
  await expect(reset.getByRole("alert")).toContainText(
    "This reset link is invalid, used or expired. Ask for a new one.",
  );
  await reset.getByRole("button", { name: "Send me a new link" }).click();
  const forgot = dialog(page, "Reset your password");
  await expect(forgot.getByRole("textbox", { name: "E-mail" })).toBeFocused();
  await expectNoAxeViolations(page);
  await forgot.getByRole("textbox", { name: "E-mail" }).fill("nobody-here@example.com");
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByRole("status")).toContainText(
    "If an account exists for nobody-here@example.com, we sent a link",
  );
});

test("the e-mailed reset link opens the new-password view, and the new password signs in", async ({
  page,
}) => {
  const email = await signUpByApi(page, "Morgan");
  await call(page.request, "authentication.logout");
  await page.goto("/?auth=login");
  const signIn = dialog(page, "Sign in to Lantern Parks");
  await signIn.getByRole("button", { name: "Forgot your password?" }).click();
  const forgot = dialog(page, "Reset your password");
  await forgot.getByRole("textbox", { name: "E-mail" }).fill(email);
  await forgot.getByRole("button", { name: "Send reset link" }).click();
  await expect(forgot.getByRole("status")).toContainText(`If an account exists for ${email}`);

  await page.goto(await mailedLink(email, /https?:\/\/\S+auth=reset&token=[^\s"<]+/));
  const reset = dialog(page, "Choose a new password");
  await reset.getByRole("textbox", { name: "New password" }).fill("brand-new-password");
  await reset.getByRole("button", { name: "Save new password" }).click();
  await expect(signIn.getByRole("status")).toHaveText("Your new password is saved. Sign in with it now.");
  await expect(signIn.getByRole("textbox", { name: "E-mail" })).toBeFocused();
  await expect(page).toHaveURL((url) => !url.searchParams.has("token"));
  await signIn.getByRole("textbox", { name: "E-mail" }).fill(email);
  await signIn.getByRole("textbox", { name: "Password", exact: true }).fill("brand-new-password");
  await signIn.getByRole("button", { name: "Sign in" }).click();
  await expect(signIn).toHaveCount(0);
  await expect(page.getByTestId("desktop-right").getByTestId("account-link")).toHaveAttribute(
    "href",
    "/profile/account",
  );
});

test("a stay booked while signed in shows on the account page and can be cancelled there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInSharedAccount(page);
  const park = await query<{
    id: string;
    campsiteTypes: { id: string; name: string; bookableOnline: boolean }[];
  }>(page.request, "parks.getBySlug", { slug: "trout-town-farms" });
  const dates = { start: julyStay(2).start, end: julyStay(2).end };
  let added: { shoppingCartUuid: string } | undefined;
  for (const type of park.campsiteTypes.filter((candidate) => candidate.bookableOnline)) {
    added = await call<{ shoppingCartUuid: string }>(page.request, "cart.addItem", {
      parkId: park.id,
      campsiteTypeId: type.id,
      dates,
      guests: { adults: 2, children: 0, pets: 0 },
    }).catch(() => undefined);
    if (added) break;
  }
  expect(added).toBeDefined();
  const order = await call<{ orderConfirmation: string; invoiceUuid: string }>(
    page.request,
    "checkout.placeOrder",
    {
      shoppingCartUuid: added!.shoppingCartUuid,
      idempotencyKey: crypto.randomUUID(),
      guest: {
        firstName: "Avery",
        lastName: "Camper",
        email: "avery@example.com",
        phone: "607-555-0100",
        address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
      },
      tripDetails: [],
      acceptedWaivers: true,
      payment: { gateway: "test", cardNumber: "4242424242424242", expMonth: 12, expYear: 2034, cvc: "123" },
    },
  );

  await page.goto("/profile/account");
  const reservations = page.getByRole("region", { name: "Reservations" });
  const booked = reservations.getByRole("article", { name: `Confirmation ${order.orderConfirmation}` });
  await expect(booked).toContainText("Trout Town Farms");
  await expect(booked).toContainText("Confirmed");
  await expect(booked).toContainText("2 adults");
  await expect(booked.getByRole("link", { name: /View confirmation/ })).toHaveAttribute(
    "href",
    /^\/checkout\/confirmation\/[0-9a-f-]{36}$/,
  );
  await booked.getByRole("button", { name: /^Cancel / }).click();
  const confirm = dialog(page, "Cancel this stay?");
  await expect(confirm).toContainText(/You get a full refund of \$\d+\.\d\d\./);
  await expect(confirm.getByRole("button", { name: "Keep my stay" })).toBeFocused();
  await expectNoAxeViolations(page);
  await confirm.getByRole("button", { name: "Cancel stay" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(booked).toContainText("Cancelled");
  await expect(booked).toContainText(/\$\d+\.\d\d refunded/);
  await expect(booked.getByRole("button", { name: /^Cancel / })).toHaveCount(0);

  // Signed out, the order's page (as linked from the e-mail) asks its owner to sign in and comes back.
  const confirmationPath = `/checkout/confirmation/${order.invoiceUuid}`;
  await call(page.request, "authentication.logout");
  await page.goto(confirmationPath);
  await expect(page).toHaveURL(
    (url) => url.pathname === "/" && url.searchParams.get("redirect") === confirmationPath,
  );
  await expect(dialog(page, "Sign in to Lantern Parks")).toBeVisible();
});

for (const width of [1440, 390]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test("the login dialog's views, the account page and Rewards pass axe", async ({ page }) => {
      await page.goto("/?auth=login&redirect=/profile/account");
      const signIn = dialog(page, "Sign in to Lantern Parks");
      await expect(signIn).toBeVisible();
      await expectNoAxeViolations(page);
      await signIn.getByRole("button", { name: "Create an account" }).click();
      await expect(dialog(page, "Create your Lantern account")).toBeVisible();
      await expectNoAxeViolations(page);
      await dialog(page, "Create your Lantern account").getByRole("button", { name: "Sign in" }).click();
      await signIn.getByRole("button", { name: "Forgot your password?" }).click();
      await expect(dialog(page, "Reset your password")).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/?auth=reset&token=abc");
      await expect(dialog(page, "Choose a new password")).toBeVisible();
      await expectNoAxeViolations(page);

      await page.goto("/rewards");
      await expect(page.getByRole("link", { name: "Create an account to join" })).toBeVisible();
      await expectNoAxeViolations(page);

      await signInSharedAccount(page);
      await page.goto("/profile/account");
      await expect(page.getByRole("heading", { level: 1, name: "Hello, Sam" })).toBeVisible();
      await expect(
        page.getByRole("region", { name: "Lantern Rewards" }).getByTestId("membership-status"),
      ).toBeVisible();
      await expectNoAxeViolations(page);
      await page.goto("/rewards");
      await expect(page.getByRole("form", { name: "Join Lantern Rewards" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
