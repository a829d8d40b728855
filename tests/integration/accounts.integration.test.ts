import { randomUUID } from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIGN_IN_LINK_REQUIRED } from "@/features/authentication/authentication.router";
import { LOGIN_ACCOUNT_LIMIT } from "@/features/authentication/authentication.schemas";
import { EMAIL_NOT_CONFIRMED, WRONG_CREDENTIALS } from "@/features/authentication/credentials.service";
import { TEST_CARDS } from "@/lib/payments/payment.schemas";
import { afterResponseSettled } from "@/server/after-response";
import { campsiteTypes, carts, mailOutbox, parks, verifications, wishListItems } from "@/server/db/schema";
import { seedDemoData } from "@/server/db/seed/demo";
import { DEMO_STAFF_PASSWORD } from "@/server/db/seed/demo-staff";
import { countQueries } from "../support/query-counter";
import { callerFor } from "../support/test-context";
import { createTestDatabase, type TestDatabase } from "../support/test-database";

let test: TestDatabase;
const NOW = new Date("2026-11-21T15:00:00Z");
let trout: { id: string };
let orchard: { id: string };

beforeAll(async () => {
  test = await createTestDatabase();
  await seedDemoData(test.db, { today: "2026-11-21" });
  [trout] = (await test.db
    .select({ id: parks.id })
    .from(parks)
    .where(eq(parks.slug, "trout-town-farms"))) as [{ id: string }];
  [orchard] = (await test.db
    .select({ id: campsiteTypes.id })
    .from(campsiteTypes)
    .where(and(eq(campsiteTypes.parkId, trout.id), eq(campsiteTypes.name, "Orchard Tent Site")))) as [
    { id: string },
  ];
});
afterAll(async () => {
  await test?.close();
});

let address = 0;
/** A caller from its own client address; `cookie` makes it a signed-in browser, `resHeaders` catches Set-Cookie. */
function api(options: { cookie?: string; resHeaders?: Headers; ip?: string; now?: Date } = {}) {
  address += 1;
  return callerFor(test.db, {
    now: options.now ?? NOW,
    resHeaders: options.resHeaders,
    headers: {
      "x-lantern-client-ip": options.ip ?? `192.0.2.${address % 250}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
  }).booking;
}

const cookieOf = (headers: Headers) =>
  headers
    .getSetCookie()
    .map((setCookie) => setCookie.split(";")[0])
    .join("; ");

const PASSWORD = "correct horse battery";

/** The mails the outbox holds for `email`, oldest first, once the ones written after an answer are in. */
async function mailsTo(email: string) {
  await afterResponseSettled();
  return test.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(mailOutbox.createdAt);
}

/** The token of the newest e-mailed link to `/?auth=<view>` for `email`. */
async function linkToken(email: string, view: string): Promise<string> {
  const mails = (await mailsTo(email)).filter((mail) => mail.text.includes(`/?auth=${view}&token=`));
  const text = mails.at(-1)?.text ?? "";
  const token = new RegExp(`auth=${view}&token=([^\\s&"<]+)`).exec(text)?.[1];
  if (!token) throw new Error(`no ${view} link for ${email}`);
  return decodeURIComponent(token);
}

/** A new account through the API: sign-up, then the e-mailed confirmation link, which signs the person in. */
async function newUser(firstName = "Rosa") {
  const email = `camper-${randomUUID()}@lantern.example`;
  await api().authentication.signUp({ email, password: PASSWORD, firstName, lastName: "Angler" });
  const resHeaders = new Headers();
  const session = await api({ resHeaders }).authentication.verifyEmail({
    token: await linkToken(email, "verify"),
  });
  if (!session) throw new Error("the confirmation link signed nobody in");
  return { email, session, cookie: cookieOf(resHeaders) };
}

const stay = (week: number) => {
  const start = new Date(Date.UTC(2027, 5, 2 + week * 7));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  return { start: iso(start), end: iso(new Date(start.getTime() + 2 * 86_400_000)) };
};
const card = {
  gateway: "test",
  cardNumber: TEST_CARDS.success,
  expMonth: 12,
  expYear: 2030,
  cvc: "123",
} as const;

describe("booking.authentication", () => {
  it("signs up without a session: the e-mailed link confirms the address, signs in once, and getSession returns the user", async () => {
    const email = `camper-${randomUUID()}@lantern.example`;
    const resHeaders = new Headers();
    await expect(
      api({ resHeaders }).authentication.signUp({
        email,
        password: PASSWORD,
        firstName: "Rosa",
        lastName: "A",
      }),
    ).resolves.toEqual({ ok: true });
    expect(resHeaders.getSetCookie()).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({
      template: "verify-email",
      subject: "Confirm your e-mail for Lantern Parks",
    });

    // The right password before confirming: no session, and a fresh link.
    await expect(api().authentication.login({ email, password: PASSWORD })).rejects.toMatchObject({
      code: "FORBIDDEN",
      message: EMAIL_NOT_CONFIRMED,
    });
    expect(await mailsTo(email)).toHaveLength(2);

    const signedIn = new Headers();
    const session = await api({ resHeaders: signedIn }).authentication.verifyEmail({
      token: await linkToken(email, "verify"),
    });
    expect(session?.user).toMatchObject({ email, firstName: "Rosa", membershipStatusIsActive: false });
    const current = await api({ cookie: cookieOf(signedIn) }).authentication.getSession();
    expect(current?.user.email).toBe(email);
    // Followed again, the link signs nobody in; the password now works.
    expect(await api().authentication.verifyEmail({ token: await linkToken(email, "verify") })).toBeNull();
    await expect(api().authentication.login({ email, password: PASSWORD })).resolves.toMatchObject({
      user: { email },
    });
    await expect(api().authentication.verifyEmail({ token: "not-a-link" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });
  });

  it("answers a sign-up for a taken address exactly as for a new one, and tells the owner by e-mail", async () => {
    const { email } = await newUser();
    const taken = new Headers();
    await expect(
      api({ resHeaders: taken }).authentication.signUp({
        email,
        password: "someone else's password",
        firstName: "Mallory",
        lastName: "B",
      }),
    ).resolves.toEqual({ ok: true });
    expect(taken.getSetCookie()).toEqual([]);
    const mails = await mailsTo(email);
    expect(mails.at(-1)).toMatchObject({ template: "account-exists" });
    // The owner's password and name stay theirs.
    await expect(
      api().authentication.login({ email, password: "someone else's password" }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(api().authentication.login({ email, password: PASSWORD })).resolves.toMatchObject({
      user: { email, firstName: "Rosa" },
    });
  });

  it("gives the same error for an unknown e-mail and a wrong password", async () => {
    const { email } = await newUser();
    await expect(api().authentication.login({ email, password: "not the password" })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
      message: WRONG_CREDENTIALS,
    });
    await expect(
      api().authentication.login({ email: `nobody-${randomUUID()}@example.com`, password: PASSWORD }),
    ).rejects.toMatchObject({ code: "UNAUTHORIZED", message: WRONG_CREDENTIALS });
  });

  it("refuses the 6th rapid failed login from one address with TOO_MANY_REQUESTS, even with the right password", async () => {
    const { email } = await newUser();
    const ip = "198.18.0.77";
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await expect(api({ ip }).authentication.login({ email, password: "wrong" })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    await expect(api({ ip }).authentication.login({ email, password: PASSWORD })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    // Another address is not blocked.
    await expect(api().authentication.login({ email, password: PASSWORD })).resolves.toMatchObject({
      user: { email },
    });
  });

  it("after 10 failed logins from many addresses asks for an e-mailed sign-in link instead of refusing the owner", async () => {
    const { email } = await newUser();
    const other = await newUser();
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_LIMIT.limit; attempt += 1) {
      await expect(api().authentication.login({ email, password: "wrong" })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    // The right and a wrong password get the same answer: no password is checked, nothing is told.
    for (const password of [PASSWORD, "still wrong"]) {
      await expect(api().authentication.login({ email, password })).rejects.toMatchObject({
        code: "FORBIDDEN",
        message: SIGN_IN_LINK_REQUIRED,
        cause: { details: { reason: "SIGN_IN_LINK_REQUIRED" } },
      });
    }
    // The owner asks for the link and signs in with it, once.
    await expect(api().authentication.requestSignInLink({ email })).resolves.toEqual({ ok: true });
    const token = await linkToken(email, "link");
    const resHeaders = new Headers();
    await expect(api({ resHeaders }).authentication.signInWithLink({ token })).resolves.toMatchObject({
      user: { email },
    });
    expect((await api({ cookie: cookieOf(resHeaders) }).authentication.getSession())?.user.email).toBe(email);
    await expect(api().authentication.signInWithLink({ token })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: expect.stringContaining("invalid, used or expired"),
    });
    // Another account is not affected; this one takes passwords again once the window has passed.
    await expect(
      api().authentication.login({ email: other.email, password: PASSWORD }),
    ).resolves.toMatchObject({ user: { email: other.email } });
    const later = new Date(NOW.getTime() + LOGIN_ACCOUNT_LIMIT.windowMs + 1_000);
    await expect(
      api({ now: later }).authentication.login({ email, password: PASSWORD }),
    ).resolves.toMatchObject({ user: { email } });
  });

  it("asks a staff account for a sign-in link the same way, and signs the owner in by it", async () => {
    const email = "owner@lantern.example";
    for (let attempt = 1; attempt <= LOGIN_ACCOUNT_LIMIT.limit; attempt += 1) {
      await api()
        .authentication.login({ email, password: "guess" })
        .catch(() => undefined);
    }
    await expect(api().authentication.login({ email, password: DEMO_STAFF_PASSWORD })).rejects.toMatchObject({
      code: "FORBIDDEN",
      cause: { details: { reason: "SIGN_IN_LINK_REQUIRED" } },
    });
    await api().authentication.requestSignInLink({ email });
    const session = await api().authentication.signInWithLink({ token: await linkToken(email, "link") });
    expect(session.user).toMatchObject({ email, teamRole: "OWNER" });
  });

  it("answers a sign-in link request the same for an unknown address and sends nothing", async () => {
    const nobody = `nobody-${randomUUID()}@example.com`;
    await expect(api().authentication.requestSignInLink({ email: nobody })).resolves.toEqual({ ok: true });
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("answers a reset request after the same database work for an address with and without an account", async () => {
    const { email } = await newUser();
    const nobody = `nobody-${randomUUID()}@example.com`;
    // better-auth sweeps expired tokens on a lookup now and then, whoever asks: that sweep happens here first.
    await api().authentication.requestPasswordReset({ email: nobody });
    const known = await countQueries(test.database, () =>
      api().authentication.requestPasswordReset({ email }),
    );
    const unknown = await countQueries(test.database, () =>
      api().authentication.requestPasswordReset({ email: nobody }),
    );
    expect(known.queries).toBe(unknown.queries);
    // The e-mail itself is written after the answer.
    expect((await mailsTo(email)).at(-1)).toMatchObject({ template: "password-reset" });
    expect(await mailsTo(nobody)).toEqual([]);
  });

  it("starts the account's count afresh after a successful login", async () => {
    const { email } = await newUser();
    for (let attempt = 1; attempt < LOGIN_ACCOUNT_LIMIT.limit; attempt += 1) {
      await api()
        .authentication.login({ email, password: "wrong" })
        .catch(() => undefined);
    }
    await api().authentication.login({ email, password: PASSWORD });
    for (let attempt = 1; attempt < LOGIN_ACCOUNT_LIMIT.limit; attempt += 1) {
      await api()
        .authentication.login({ email, password: "wrong" })
        .catch(() => undefined);
    }
    await expect(api().authentication.login({ email, password: PASSWORD })).resolves.toMatchObject({
      user: { email },
    });
  });

  it("mails a reset link that works once and not after it expires, and answers ok for any e-mail", async () => {
    const { email } = await newUser();
    await expect(
      api().authentication.requestPasswordReset({ email: `nobody-${randomUUID()}@example.com` }),
    ).resolves.toEqual({ ok: true });
    await expect(api().authentication.requestPasswordReset({ email })).resolves.toEqual({ ok: true });
    const token = await linkToken(email, "reset");

    await api().authentication.resetPassword({ token, password: "a brand new password" });
    await expect(
      api().authentication.login({ email, password: "a brand new password" }),
    ).resolves.toBeTruthy();
    await expect(
      api().authentication.resetPassword({ token, password: "yet another password" }),
    ).rejects.toMatchObject({
      code: "BAD_REQUEST",
    });

    // A second link, expired before use.
    await api().authentication.requestPasswordReset({ email });
    const secondToken = await linkToken(email, "reset");
    await test.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(like(verifications.identifier, `%${secondToken}%`));
    await expect(
      api().authentication.resetPassword({ token: secondToken, password: "yet another password" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST", message: expect.stringContaining("expired") });
  });

  it("keeps a visitor's cart with the user after sign-in", async () => {
    const { email } = await newUser();
    const added = await api().cart.addItem({
      parkId: trout.id,
      campsiteTypeId: orchard.id,
      dates: stay(1),
      guests: { adults: 2, children: 0, pets: 0 },
    });
    const session = await api().authentication.login({
      email,
      password: PASSWORD,
      shoppingCartUuid: added.shoppingCartUuid,
    });
    const [cart] = await test.db.select().from(carts).where(eq(carts.id, added.shoppingCartUuid));
    expect(cart!.userId).toBe(session.user.id);
  });

  it("signs out: the cookie no longer opens a session", async () => {
    const { cookie } = await newUser();
    await api({ cookie }).authentication.logout();
    expect(await api({ cookie }).authentication.getSession()).toBeNull();
  });
});

describe("a user's own data", () => {
  it("refuses visitors on every account, membership and wish-list procedure", async () => {
    const visitor = api();
    await expect(visitor.account.getProfile()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(visitor.account.listOrders()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(visitor.membership.getMembership()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(visitor.wishlist.addItem({ parkId: trout.id })).rejects.toMatchObject({
      code: "UNAUTHORIZED",
    });
  });

  it("saves the phone typed at checkout to the profile only when the signed-in guest ticks it", async () => {
    const ann = await newUser("Ann");
    let week = 4;
    const book = async (phone: string, savePhoneToProfile: boolean, cookie?: string) => {
      week += 1;
      const added = await api({ cookie }).cart.addItem({
        parkId: trout.id,
        campsiteTypeId: orchard.id,
        dates: stay(week),
        guests: { adults: 2, children: 0, pets: 0 },
      });
      return api({ cookie }).checkout.placeOrder({
        shoppingCartUuid: added.shoppingCartUuid,
        idempotencyKey: randomUUID(),
        guest: {
          firstName: "Ann",
          lastName: "Angler",
          email: ann.email,
          phone,
          address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
        },
        tripDetails: [],
        acceptedWaivers: true,
        savePhoneToProfile,
        payment: card,
      });
    };
    const profile = () => api({ cookie: ann.cookie }).account.getProfile();
    expect((await profile()).phone).toBeNull();

    await book("607-555-0111", false, ann.cookie);
    expect((await profile()).phone).toBeNull();
    await book("607-555-0122", true, ann.cookie);
    expect(await profile()).toMatchObject({ phone: "607-555-0122", firstName: "Ann", lastName: "Angler" });
    // A visitor's tick changes no one's profile.
    await book("607-555-0133", true);
    expect((await profile()).phone).toBe("607-555-0122");
  });

  it("never shows or changes another user's orders, membership or wish list", async () => {
    const ann = await newUser("Ann");
    const bo = await newUser("Bo");

    // Ann books while signed in, joins Rewards and saves a park.
    const added = await api({ cookie: ann.cookie }).cart.addItem({
      parkId: trout.id,
      campsiteTypeId: orchard.id,
      dates: stay(2),
      guests: { adults: 2, children: 0, pets: 0 },
    });
    const order = await api({ cookie: ann.cookie }).checkout.placeOrder({
      shoppingCartUuid: added.shoppingCartUuid,
      idempotencyKey: randomUUID(),
      guest: {
        firstName: "Ann",
        lastName: "Angler",
        email: ann.email,
        phone: "607-555-0100",
        address: { line1: "1 Main St", city: "Roscoe", state: "NY", postalCode: "12776", country: "US" },
      },
      tripDetails: [],
      acceptedWaivers: true,
      payment: card,
    });
    await api({ cookie: ann.cookie }).membership.purchase({ payment: card, acceptedTerms: true });
    const [saved] = await api({ cookie: ann.cookie }).wishlist.addItem({ parkId: trout.id });

    const annOrders = await api({ cookie: ann.cookie }).account.listOrders();
    expect(annOrders.map((row) => row.invoiceUuid)).toEqual([order.invoiceUuid]);
    const reservationId = annOrders[0]!.reservations[0]!.reservationId;

    // Bo sees none of it and can change none of it.
    expect(await api({ cookie: bo.cookie }).account.listOrders()).toEqual([]);
    expect(await api({ cookie: bo.cookie }).membership.getMembership()).toBeNull();
    expect(await api({ cookie: bo.cookie }).wishlist.getWishListItems()).toEqual([]);
    await expect(
      api({ cookie: bo.cookie }).orders.getOrderConfirmation({ invoiceUuid: order.invoiceUuid }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      api({ cookie: bo.cookie }).orders.cancelReservation({ invoiceUuid: order.invoiceUuid, reservationId }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(api().orders.getOrderConfirmation({ invoiceUuid: order.invoiceUuid })).rejects.toMatchObject(
      {
        code: "UNAUTHORIZED",
      },
    );
    await expect(
      api({ cookie: bo.cookie }).membership.cancel({ reason: "TOO_EXPENSIVE" }),
    ).rejects.toMatchObject({
      code: "PRECONDITION_FAILED",
    });
    await expect(api({ cookie: bo.cookie }).wishlist.removeItem({ id: saved!.id })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });

    // Ann's things are untouched.
    expect(await api({ cookie: ann.cookie }).membership.getMembership()).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: false,
    });
    expect(await test.db.select().from(wishListItems).where(eq(wishListItems.id, saved!.id))).toHaveLength(1);
    const confirmation = await api({ cookie: ann.cookie }).orders.getOrderConfirmation({
      invoiceUuid: order.invoiceUuid,
    });
    expect(confirmation.campsiteConfirmationSummaries[0]!.status).toBe("confirmed");
  });

  it("updates the profile and saves a park or a stay type once each on the wish list", async () => {
    const { cookie } = await newUser();
    const profile = await api({ cookie }).account.updateProfile({
      firstName: "Rosalind",
      lastName: "Angler",
      phone: "607-555-0199",
    });
    expect(profile).toMatchObject({ firstName: "Rosalind", phone: "607-555-0199" });
    expect((await api({ cookie }).authentication.getSession())?.user.firstName).toBe("Rosalind");

    await api({ cookie }).wishlist.addItem({ parkId: trout.id });
    await api({ cookie }).wishlist.addItem({ parkId: trout.id });
    const items = await api({ cookie }).wishlist.addItem({ parkId: trout.id, campsiteTypeId: orchard.id });
    expect(items.map((item) => item.campsiteType?.name ?? null).sort()).toEqual(["Orchard Tent Site", null]);
    const remaining = await api({ cookie }).wishlist.removeItem({ id: items[0]!.id });
    expect(remaining).toHaveLength(1);
  });
});
