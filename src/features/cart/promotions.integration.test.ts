import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { basisPointsOf } from "@/lib/money";
import { promoCodes } from "@/server/db/schema";
import { NOW, setUpCheckoutScenario, twoAdults } from "../../../tests/support/checkout-scenario";
import { fieldErrorsOf } from "../../../tests/support/field-errors";
import { outcomeOf, signInDemoStaff } from "../../../tests/support/staff";
import { callerFor } from "../../../tests/support/test-context";

const { db, ids, nextStay, api } = setUpCheckoutScenario();
const MISSING = "00000000-0000-4000-8000-000000000000";
const withDog = { adults: 2, children: 0, pets: 1 };

let adminCookie = "";
let managerCookie = "";
beforeAll(async () => {
  adminCookie = (await signInDemoStaff(db(), "admin@lantern.example")).cookie;
  managerCookie = (await signInDemoStaff(db(), "manager@lantern.example")).cookie;
});
const admin = (cookie = adminCookie) => callerFor(db(), { headers: { cookie }, now: NOW }).admin;

const codeInput = (
  overrides: Partial<Parameters<ReturnType<typeof admin>["promoCodes"]["upsert"]>[0]> = {},
) => ({
  code: `t${crypto.randomUUID().slice(0, 8)}`,
  description: "A test code",
  parkId: ids.trout,
  discountType: "PERCENTAGE" as const,
  value: 2_000,
  bookableFrom: "2026-11-01",
  bookableUntil: "2027-12-31",
  stayFrom: "2027-05-01",
  stayUntil: "2027-09-30",
  minNights: 2,
  usageLimit: 50,
  ...overrides,
});

const orchardCart = async (dates = nextStay(), guests = twoAdults) =>
  api().cart.addItem({ parkId: ids.trout, campsiteTypeId: ids.orchard, dates, guests });

describe(`admin.promoCodes and admin.addons on ${process.env.TEST_DATABASE_KIND ?? "pglite"}`, () => {
  it("makes a code that applies in the guest cart at once, upper-cased, and lists it with its uses", async () => {
    const created = await admin().promoCodes.upsert(codeInput({ code: "summer-twenty" }));
    expect(created).toMatchObject({ code: "SUMMER-TWENTY", value: 2_000, timesUsed: 0, status: "active" });

    const { shoppingCartUuid, cart } = await orchardCart();
    const nights = cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!.pricing.nights;
    const applied = await api().cart.applyPromoCode({
      shoppingCartUuid,
      parkId: ids.trout,
      code: "Summer-Twenty",
    });
    expect(applied.parkShoppingCartsArray[0]).toMatchObject({
      promoCode: "SUMMER-TWENTY",
      promoCodeProblem: null,
      discount: { amount: basisPointsOf(nights, 2_000), source: "promo" },
    });

    // An edit (a fixed amount now) is what the next cart read prices.
    await admin().promoCodes.upsert({
      ...codeInput({ code: "SUMMER-TWENTY" }),
      id: created.id,
      discountType: "FIXED",
      value: 1_234,
    });
    const repriced = await api().cart.getCart({ shoppingCartUuid });
    expect(repriced.parkShoppingCartsArray[0]!.discount).toMatchObject({ amount: 1_234 });

    const listed = (await admin().promoCodes.list()).find((row) => row.id === created.id);
    expect(listed).toMatchObject({
      code: "SUMMER-TWENTY",
      discountType: "FIXED",
      timesUsed: 0,
      usageLimit: 50,
    });
  });

  it("keeps a park's code to that park, and a code for every park applies at each", async () => {
    const troutOnly = await admin().promoCodes.upsert(codeInput());
    const everywhere = await admin().promoCodes.upsert(
      codeInput({ parkId: null, discountType: "FIXED", value: 700 }),
    );
    const dates = nextStay();
    const { shoppingCartUuid } = await api().cart.addItem({
      parkId: ids.beaverkill,
      campsiteTypeId: ids.riverside,
      dates,
      guests: twoAdults,
    });
    await expect(
      api().cart.applyPromoCode({ shoppingCartUuid, parkId: ids.beaverkill, code: troutOnly.code }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringMatching(/^This code is not valid at/),
    });
    const applied = await api().cart.applyPromoCode({
      shoppingCartUuid,
      parkId: ids.beaverkill,
      code: everywhere.code,
    });
    expect(applied.parkShoppingCartsArray[0]!.discount).toMatchObject({ amount: 700 });
  });

  it("archives a code: the cart refuses it and drops its discount; restoring brings it back", async () => {
    const code = await admin().promoCodes.upsert(codeInput());
    const { shoppingCartUuid } = await orchardCart();
    await api().cart.applyPromoCode({ shoppingCartUuid, parkId: ids.trout, code: code.code });

    const archived = await admin().promoCodes.archive({ promoCodeId: code.id });
    expect(archived).toMatchObject({ active: false, status: "archived" });
    const held = await api().cart.getCart({ shoppingCartUuid });
    expect(held.parkShoppingCartsArray[0]).toMatchObject({
      discount: null,
      promoCodeProblem: "We don't recognise this code, or it has ended.",
    });
    const other = await orchardCart();
    await expect(
      api().cart.applyPromoCode({
        shoppingCartUuid: other.shoppingCartUuid,
        parkId: ids.trout,
        code: code.code,
      }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "We don't recognise this code, or it has ended.",
    });

    await admin().promoCodes.archive({ promoCodeId: code.id, archived: false });
    const restored = await api().cart.getCart({ shoppingCartUuid });
    expect(restored.parkShoppingCartsArray[0]!.promoCodeProblem).toBeNull();
    expect(restored.parkShoppingCartsArray[0]!.discount).not.toBeNull();
  });

  it("says at each field what is wrong with a code", async () => {
    const existing = await admin().promoCodes.upsert(codeInput());
    expect(await fieldErrorsOf(admin().promoCodes.upsert(codeInput({ value: 10_001 })))).toEqual({
      value: "Enter a percentage from 1 % to 100 %.",
    });
    expect(
      await fieldErrorsOf(
        admin().promoCodes.upsert(codeInput({ stayFrom: "2027-07-01", stayUntil: "2027-06-30" })),
      ),
    ).toEqual({
      stayUntil: "The last night comes on or after the first night.",
    });
    expect(await fieldErrorsOf(admin().promoCodes.upsert(codeInput({ code: "no spaces" })))).toEqual({
      code: "Use letters, digits, - and _ only.",
    });
    expect(
      await fieldErrorsOf(admin().promoCodes.upsert(codeInput({ code: existing.code.toLowerCase() }))),
    ).toEqual({
      code: `There is already a code ${existing.code}. Choose another.`,
    });

    // A code used 3 times keeps its text (orders show it) and allows at least 3 uses.
    await db().update(promoCodes).set({ timesUsed: 3 }).where(eq(promoCodes.id, existing.id));
    const edit = { ...codeInput({ code: existing.code }), id: existing.id };
    expect(await fieldErrorsOf(admin().promoCodes.upsert({ ...edit, usageLimit: 2 }))).toEqual({
      usageLimit: "This code has been used 3 times already: allow at least 3 uses.",
    });
    expect(await fieldErrorsOf(admin().promoCodes.upsert({ ...edit, code: "RENAMED" }))).toHaveProperty(
      "code",
    );
    expect(await admin().promoCodes.upsert({ ...edit, usageLimit: 3 })).toMatchObject({
      timesUsed: 3,
      status: "used_up",
    });
  });

  it("writes one audit entry per change, with who, before and after", async () => {
    const code = await admin().promoCodes.upsert(codeInput());
    await admin().promoCodes.upsert({ ...codeInput({ code: code.code }), id: code.id, minNights: 3 });
    await admin().promoCodes.upsert({ ...codeInput({ code: code.code }), id: code.id, minNights: 3 });
    await admin().promoCodes.archive({ promoCodeId: code.id });
    const { items } = await admin().audit.list({ entity: "promo_code" });
    const entries = items.filter((item) => item.entityId === code.id);
    // The edit that changed nothing wrote nothing.
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      "promoCode.archive",
      "promoCode.create",
      "promoCode.update",
    ]);
    expect(entries.find((entry) => entry.action === "promoCode.update")).toMatchObject({
      actor: "admin@lantern.example",
      role: "ADMIN",
      parkId: ids.trout,
      before: { minNights: 2 },
      after: { minNights: 3 },
    });
    expect(entries.find((entry) => entry.action === "promoCode.archive")).toMatchObject({
      before: { active: true },
      after: { active: false },
    });
  });

  it("answers NOT_FOUND for a park or code that does not exist; a manager works within their parks", async () => {
    expect(await outcomeOf(admin().promoCodes.upsert(codeInput({ parkId: MISSING })))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
    expect(await outcomeOf(admin().promoCodes.archive({ promoCodeId: MISSING }))).toBe(
      "NOT_FOUND: This promo code does not exist.",
    );
    expect(await outcomeOf(admin().promoCodes.upsert({ ...codeInput(), id: MISSING }))).toBe(
      "NOT_FOUND: This promo code does not exist.",
    );
    expect(await outcomeOf(admin().addons.list({ parkId: MISSING }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
    // Spec §6: a manager of Trout Town Farms sets up its codes and add-ons, not another park's or every park's.
    const manager = admin(managerCookie);
    expect(await outcomeOf(manager.promoCodes.list())).toBe("OK");
    expect(await outcomeOf(manager.addons.list({ parkId: ids.trout }))).toBe("OK");
    expect(await outcomeOf(manager.addons.list({ parkId: ids.beaverkill }))).toBe(
      "NOT_FOUND: This park does not exist.",
    );
    expect(await outcomeOf(manager.promoCodes.upsert(codeInput({ parkId: null })))).toBe(
      "FORBIDDEN: Only a member who works at every park may make a code valid at every park.",
    );
  });

  it("puts a new mandatory per-pet fee into the all-in prices of a party with a pet, and takes it out when deactivated", async () => {
    const dates = nextStay();
    const orchard = async (guests: typeof withDog) =>
      (await api().search.searchCampsites({ parkId: ids.trout, dates, guests })).results.find(
        (result) => result.campsiteType.id === ids.orchard,
      )!;
    const before = await orchard(withDog);
    const alone = await orchard(twoAdults);

    const fee = await admin().addons.upsert({
      parkId: ids.trout,
      kind: "daily_rate",
      name: "Dog Wash Station",
      description: "Per pet, per night.",
      priceCents: 250,
      maxQuantity: 3,
      categories: [],
      mandatory: true,
      chargedPer: "pet",
    });
    const withFee = await orchard(withDog);
    expect(withFee.mandatoryFees).toContainEqual({
      name: "Dog Wash Station",
      quantity: 1,
      nightlyCents: 250,
    });
    expect(withFee.smartPricing!.tripTotal).toBe(before.smartPricing!.tripTotal + 250 * 2);
    expect((await orchard(twoAdults)).smartPricing!.tripTotal).toBe(alone.smartPricing!.tripTotal);

    // The cart charges what the search showed.
    const { cart } = await orchardCart(dates, withDog);
    const item = cart.parkShoppingCartsArray[0]!.shoppingCartItems[0]!;
    expect(item.dailyRateAddons).toContainEqual(
      expect.objectContaining({ name: "Dog Wash Station", quantity: 1, mandatory: true }),
    );

    await admin().addons.upsert({ ...fee, active: false });
    expect((await orchard(withDog)).smartPricing!.tripTotal).toBe(before.smartPricing!.tripTotal);
    const listed = await admin().addons.list({ parkId: ids.trout });
    expect(listed.find((addon) => addon.id === fee.id)).toMatchObject({ active: false });
    const { items } = await admin().audit.list({ entity: "addon" });
    expect(
      items
        .filter((entry) => entry.entityId === fee.id)
        .map((entry) => entry.action)
        .sort(),
    ).toEqual(["addon.create", "addon.deactivate"]);
  });

  it("charges a new mandatory per-vehicle fee once per site, for RV sites only when offered only for them", async () => {
    const dates = nextStay();
    const orchardTotal = async () =>
      (await api().search.searchCampsites({ parkId: ids.trout, dates, guests: twoAdults })).results.find(
        (result) => result.campsiteType.id === ids.orchard,
      )!;
    const before = await orchardTotal();
    const fee = await admin().addons.upsert({
      parkId: ids.trout,
      kind: "daily_rate",
      name: "Parking Pass",
      description: "",
      priceCents: 400,
      maxQuantity: 1,
      categories: [],
      mandatory: true,
      chargedPer: "vehicle",
    });
    const withFee = await orchardTotal();
    expect(withFee.mandatoryFees).toContainEqual({ name: "Parking Pass", quantity: 1, nightlyCents: 400 });
    expect(withFee.smartPricing!.tripTotal).toBe(before.smartPricing!.tripTotal + 400 * 2);

    await admin().addons.upsert({ ...fee, categories: ["rv"] });
    expect((await orchardTotal()).smartPricing!.tripTotal).toBe(before.smartPricing!.tripTotal);
    await admin().addons.upsert({ ...fee, categories: ["rv"], active: false });
  });

  it("refuses a mandatory per-stay add-on, a per-pet optional one, a duplicate name and another park's add-on", async () => {
    const base = {
      parkId: ids.trout,
      kind: "online_store" as const,
      name: "Welcome Basket",
      description: "",
      priceCents: 1_500,
      maxQuantity: 1,
      categories: [],
      mandatory: true,
      chargedPer: "site" as const,
    };
    expect(await fieldErrorsOf(admin().addons.upsert(base))).toHaveProperty("mandatory");
    expect(
      await fieldErrorsOf(
        admin().addons.upsert({ ...base, kind: "daily_rate", mandatory: false, chargedPer: "pet" }),
      ),
    ).toHaveProperty("chargedPer");
    expect(
      await fieldErrorsOf(admin().addons.upsert({ ...base, mandatory: false, name: "firewood bundle" })),
    ).toEqual({
      name: "This park already has an add-on called firewood bundle.",
    });
    expect(await fieldErrorsOf(admin().addons.upsert({ ...base, priceCents: -1, mandatory: false }))).toEqual(
      {
        priceCents: "Enter a price of $0 or more.",
      },
    );

    const basket = await admin().addons.upsert({ ...base, mandatory: false });
    expect(await outcomeOf(admin().addons.upsert({ ...basket, parkId: ids.beaverkill }))).toBe(
      "NOT_FOUND: This add-on does not exist.",
    );
    expect(
      await outcomeOf(admin().addons.upsert({ ...base, mandatory: false, id: MISSING, name: "Other" })),
    ).toBe("NOT_FOUND: This add-on does not exist.");
  });
});
