import type { APIRequestContext, Page } from "@playwright/test";
import { call, query } from "./support/api";
import { expectNoAxeViolations } from "./support/axe";
import { chooseType } from "./support/cart";
import { TEST_JOBS_TOKEN } from "./support/jobs";
import { expectNoSideScroll } from "./support/layout";
import { julyStay } from "./support/stays";
import { expect, test } from "./support/test";

/**
 * Holds that explain themselves (issue 35): a hold that ran out while someone else took its site says why and offers
 * the next free site of its type, one tap away; the extend button says until when it holds, and the 2-hour limit
 * (spec §9) ends the extensions, saying so. Time passes for the cart through the tests-only route, not by waiting.
 */

const PARK = "catskill-conestoga-wagon-outpost";
const TYPE = "Wooded Tent Site";
const CLOCK = /\d{1,2}:\d\d\s?[AP]M [A-Z]{2,5}/;

/** The cart's holds made `minutes` older, as if that much time had passed (`POST /api/test/carts/age`). */
async function passTime(request: APIRequestContext, shoppingCartUuid: string, minutes: number) {
  const response = await request.post("/api/test/carts/age", {
    headers: { authorization: `Bearer ${TEST_JOBS_TOKEN}` },
    data: { shoppingCartUuid, minutes },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

const storedCartId = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("lantern.cart") ?? "null")?.shoppingCartUuid as string);

type CartItem = { campsite: { id: string; name: string }; campsiteType: { id: string } };
type Cart = { parkShoppingCartsArray: { parkId: string; shoppingCartItems: CartItem[] }[] };

const timeIn = (text: string | null) => CLOCK.exec(text ?? "")?.[0] ?? "none";

for (const { viewport, week } of [
  { viewport: { width: 1440, height: 900 }, week: 1 as const },
  { viewport: { width: 390, height: 844 }, week: 2 as const },
]) {
  test(`a lost hold explains itself and offers the next free site; extending shows its time and the limit, at ${viewport.width} px`, async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    await page.setViewportSize(viewport);
    const stay = julyStay(week);

    // The camper picks a site on the map and puts it in the cart.
    await chooseType(page, PARK, TYPE, stay);
    const pin = page.getByRole("button", { name: /^Site .+ on the map$/ }).first();
    const picked = (await pin.getAttribute("aria-label"))!.replace(/^Site | on the map$/g, "");
    await pin.click();
    await page.getByRole("button", { name: "Add to cart" }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
    const item = page.getByRole("article", { name: TYPE });
    await expect(item).toContainText(`${picked} (your pick)`);
    const cartId = await storedCartId(page);

    // Half an hour passes: the hold has run out.
    await passTime(page.request, cartId, 31);
    await page.reload();
    await expect(item).toContainText("Hold expired");
    const holdAgain = page.getByRole("button", { name: "Hold again" });
    await expect(holdAgain).toBeVisible();

    // Meanwhile another guest takes the very site.
    const cart = await query<Cart>(page.request, "cart.getCart", { shoppingCartUuid: cartId });
    const park = cart.parkShoppingCartsArray[0]!;
    const held = park.shoppingCartItems[0]!;
    const other = await playwright.request.newContext({ baseURL });
    await call(other, "cart.addItem", {
      parkId: park.parkId,
      campsiteTypeId: held.campsiteType.id,
      campsiteId: held.campsite.id,
      dates: { start: stay.start, end: stay.end },
      guests: { adults: 2, children: 0, pets: 0 },
    });
    await other.dispose();

    // "Hold again" says why it could not, and offers the next free site of the type.
    await holdAgain.click();
    const status = page.getByRole("status").filter({ hasText: /could not hold|held for you|Done/ });
    await expect(status).toHaveText(`We could not hold ${TYPE} again: see why below.`);
    await expect(item).toContainText(`Site ${picked} was booked by someone else after your hold ran out.`);
    const offer = item.getByRole("button", { name: /^Hold site .+ instead$/ });
    const next = (await offer.textContent())!.replace(/^Hold site | instead$/g, "");
    expect(next).not.toBe(picked);
    await expect(item).toContainText(`Site ${next}, of the same type, is free for the same dates.`);
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    await offer.click();
    await expect(status).toHaveText(new RegExp(`^Site ${next} is held for you until ${CLOCK.source}\\.$`));
    await expect(item).toContainText(`${next} (your pick)`);
    await expect(item).not.toContainText("Hold expired");
    await expect(
      page.getByText(
        new RegExp(`Your sites are held for you for (29|30):\\d\\d more \\(until ${CLOCK.source}\\)\\.`),
      ),
    ).toBeVisible();

    // Extending says until when, and does it.
    await passTime(page.request, cartId, 25);
    await page.reload();
    const extend = page.getByRole("button", { name: /^Extend hold until / });
    const promised = timeIn(await extend.textContent());
    await extend.click();
    await expect(status).toHaveText(`Done: your sites are held until ${promised}.`);
    await expectNoAxeViolations(page);

    // Near the 2-hour limit the last extension says it is the last, then the limit is said instead of a button.
    await passTime(page.request, cartId, 25);
    await page.reload();
    await page.getByRole("button", { name: /^Extend hold until / }).click();
    await expect(status).toContainText("Done: your sites are held until");
    await passTime(page.request, cartId, 25);
    await page.reload();
    const last = page.getByRole("button", { name: /^Extend hold until / });
    await expect(last).toHaveAccessibleDescription(
      "That is as long as we can hold them: sites are held at most 2 hours from your first hold.",
    );
    const limit = timeIn(await last.textContent());
    await last.click();
    await expect(status).toHaveText(`Done: your sites are held until ${limit}.`);
    await expect(page.getByRole("button", { name: /^Extend hold/ })).toHaveCount(0);
    await expect(
      page.getByText(
        `Held until ${limit}, the longest we can hold a site (2 hours from your first hold). Check out before then.`,
      ),
    ).toBeVisible();
    await expectNoSideScroll(page);
    await expectNoAxeViolations(page);

    // The server is the authority: another extension is refused with the reason.
    const refused = await page.request.post("/api/trpc/booking.cart.extendHold", {
      data: { json: { shoppingCartUuid: cartId } },
    });
    expect(refused.status()).toBe(412);
    const body = await refused.json();
    expect(body.error.json.data.code).toBe("PRECONDITION_FAILED");
    expect(body.error.json.message).toMatch(/longest we can hold them \(2 hours from your first hold\)/);
  });
}
