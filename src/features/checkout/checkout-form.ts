import { EQUIPMENT_TYPES, type EquipmentType } from "@/features/availability/engine-types";
import type { Cart } from "@/features/cart/cart.schemas";
import { issuesToFieldErrors } from "@/lib/trpc/form-errors";
import {
  type GuestDetailsInput,
  type TripDetailsInput,
  ZGuestDetails,
  ZTripDetailsInput,
} from "./checkout.input-schemas";
import type { PlaceOrderInput, StartPaymentInput } from "./checkout.schemas";

type CartItem = Cart["parkShoppingCartsArray"][number]["shoppingCartItems"][number];

/** A problem per field, keyed by the field's dotted path in the placeOrder input (`guest.address.postalCode`). */
export type FieldErrors = Record<string, string>;

/** What the guest has typed: every value a string (or the waiver tick), as the fields hold them. */
export type GuestDraft = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: { line1: string; line2: string; city: string; state: string; postalCode: string; country: string };
};

export type TripDetailsDraft = {
  equipmentType: EquipmentType | "";
  rvLength: string;
  vehicles: string;
  arrivalTime: string;
  notes: string;
};

export const EMPTY_GUEST: GuestDraft = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  address: { line1: "", line2: "", city: "", state: "", postalCode: "", country: "US" },
};

export const MAX_VEHICLES = 6;

/** Cabins and other lodging need no rig; tent, RV and other sites ask which one comes. */
export function asksForEquipment(item: Pick<CartItem, "campsiteType">): boolean {
  return item.campsiteType.campsiteCategoryCode !== "lodging";
}

/** Only a rig other than a tent has a length worth telling the park. */
export function asksForRvLength(equipmentType: TripDetailsDraft["equipmentType"]): boolean {
  return equipmentType !== "" && equipmentType !== "Tent";
}

function isEquipmentType(value: string): value is EquipmentType {
  return (EQUIPMENT_TYPES as readonly string[]).includes(value);
}

/** The trip details the item's search already told us (its rig), one vehicle, nothing else. */
export function tripDetailsDraftFor(item: Pick<CartItem, "campsiteType" | "equipment">): TripDetailsDraft {
  const type = item.equipment?.type;
  const equipmentType = asksForEquipment(item) && type && isEquipmentType(type) ? type : "";
  return {
    equipmentType,
    rvLength:
      asksForRvLength(equipmentType) && item.equipment?.rvLength ? String(item.equipment.rvLength) : "",
    vehicles: "1",
    arrivalTime: "",
    notes: "",
  };
}

/** Fills the guest's empty name, e-mail and phone fields from the signed-in account; what was typed stays. */
export function prefillGuest(
  guest: GuestDraft,
  user: { firstName?: string | null; lastName?: string | null; email?: string | null; phone?: string | null },
): GuestDraft {
  return {
    ...guest,
    firstName: guest.firstName || user.firstName || "",
    lastName: guest.lastName || user.lastName || "",
    email: guest.email || user.email || "",
    phone: guest.phone || user.phone || "",
  };
}

/**
 * What checkout keeps of the guest's typing while they step back to the cart and return (the tab's session
 * storage): their details and each stay's trip details. Never the card, nor the waiver tick (accepted anew).
 */
export type CheckoutDraft = { guest: GuestDraft; trips: Record<string, TripDetailsDraft> };

/** Where the draft of one cart's checkout is kept. */
export const checkoutDraftKey = (cartId: string) => `lantern:checkout-draft:${cartId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The strings of `shape`'s keys taken from `stored` (anything else there is dropped; a missing one stays empty). */
function stringsLike<T extends Record<string, string>>(shape: T, stored: unknown): T {
  const source = isRecord(stored) ? stored : {};
  return Object.fromEntries(
    Object.entries(shape).map(([key, empty]) => {
      const value = source[key];
      return [key, typeof value === "string" ? value.slice(0, 2000) : empty];
    }),
  ) as T;
}

/**
 * A kept draft read back, for the stays still in the cart (`reservationDetailIds`); null when nothing usable was
 * kept. Only the draft's own string fields come back, whatever else the storage holds.
 */
export function restoreCheckoutDraft(
  stored: unknown,
  reservationDetailIds: readonly string[],
): CheckoutDraft | null {
  if (!isRecord(stored)) return null;
  const { address: emptyAddress, ...emptyNames } = EMPTY_GUEST;
  const storedGuest = isRecord(stored.guest) ? stored.guest : {};
  const guest: GuestDraft = {
    ...stringsLike(emptyNames, storedGuest),
    address: stringsLike(emptyAddress, storedGuest.address),
  };
  const storedTrips = isRecord(stored.trips) ? stored.trips : {};
  const trips: Record<string, TripDetailsDraft> = {};
  for (const id of reservationDetailIds) {
    const trip = storedTrips[id];
    if (!isRecord(trip)) continue;
    const { equipmentType, ...text } = stringsLike(
      { equipmentType: "", rvLength: "", vehicles: "1", arrivalTime: "", notes: "" },
      trip,
    );
    trips[id] = { ...text, equipmentType: isEquipmentType(equipmentType) ? equipmentType : "" };
  }
  return { guest, trips };
}

/** The kept draft laid over what the form holds: a kept answer wins, an empty kept field leaves the form's own. */
export function withKeptDraft(current: CheckoutDraft, kept: CheckoutDraft): CheckoutDraft {
  const keptOr = (keptValue: string, currentValue: string) => keptValue || currentValue;
  const guest: GuestDraft = {
    firstName: keptOr(kept.guest.firstName, current.guest.firstName),
    lastName: keptOr(kept.guest.lastName, current.guest.lastName),
    email: keptOr(kept.guest.email, current.guest.email),
    phone: keptOr(kept.guest.phone, current.guest.phone),
    address: {
      line1: keptOr(kept.guest.address.line1, current.guest.address.line1),
      line2: keptOr(kept.guest.address.line2, current.guest.address.line2),
      city: keptOr(kept.guest.address.city, current.guest.address.city),
      state: keptOr(kept.guest.address.state, current.guest.address.state),
      postalCode: keptOr(kept.guest.address.postalCode, current.guest.address.postalCode),
      country: keptOr(kept.guest.address.country, current.guest.address.country),
    },
  };
  return { guest, trips: { ...current.trips, ...kept.trips } };
}

/** A phone number as dialled: its digits, with a leading + kept ("(607) 555-0123" = "607-555-0123"). */
const dialled = (phone: string) => {
  const trimmed = phone.trim();
  return (trimmed.startsWith("+") ? "+" : "") + trimmed.replace(/\D/g, "");
};

/**
 * Whether checkout offers to save the typed phone to the signed-in user's profile: a number was typed and the
 * profile has none or another one. `profilePhone` undefined: no signed-in profile (a visitor), never offered.
 */
export function offersToSavePhone(profilePhone: string | null | undefined, typedPhone: string): boolean {
  if (profilePhone === undefined) return false;
  const typed = dialled(typedPhone);
  return typed.replace("+", "").length >= 7 && typed !== dialled(profilePhone ?? "");
}

type Parsed<T> = { value: T; errors: FieldErrors };

export function parseGuest(guest: GuestDraft): Parsed<GuestDetailsInput | null> {
  const result = ZGuestDetails.safeParse({
    ...guest,
    address: { ...guest.address, line2: guest.address.line2.trim() || undefined },
  });
  return result.success
    ? { value: result.data, errors: {} }
    : { value: null, errors: issuesToFieldErrors(result.error.issues, "guest") };
}

/** A whole number typed into a text field, undefined when left empty, NaN when it is not one. */
function wholeNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** Trip details of the items in cart order; field paths are `tripDetails.<index>.<field>`, as the server's. */
export function parseTripDetails(
  items: readonly Pick<CartItem, "reservationDetailId" | "campsiteType" | "equipment">[],
  drafts: Readonly<Record<string, TripDetailsDraft>>,
): Parsed<TripDetailsInput[]> {
  const errors: FieldErrors = {};
  const value: TripDetailsInput[] = [];
  items.forEach((item, index) => {
    const draft = drafts[item.reservationDetailId] ?? tripDetailsDraftFor(item);
    const prefix = `tripDetails.${index}`;
    const equipmentType = asksForEquipment(item) && draft.equipmentType ? draft.equipmentType : undefined;
    const rvLength = asksForRvLength(draft.equipmentType) ? wholeNumber(draft.rvLength) : undefined;
    if (Number.isNaN(rvLength)) {
      errors[`${prefix}.rvLength`] = "Enter the length in whole feet, e.g. 32";
    }
    const result = ZTripDetailsInput.safeParse({
      reservationDetailId: item.reservationDetailId,
      equipmentType,
      rvLength: Number.isNaN(rvLength) ? undefined : rvLength,
      vehicles: wholeNumber(draft.vehicles),
      arrivalTime: draft.arrivalTime || undefined,
      notes: draft.notes.trim() || undefined,
    });
    if (result.success) value.push(result.data);
    else {
      for (const [path, message] of Object.entries(issuesToFieldErrors(result.error.issues, prefix))) {
        errors[path] ??= message;
      }
    }
  });
  return { value, errors };
}

export const WAIVERS_NOT_ACCEPTED =
  "Tick the box to accept the waivers: the parks cannot book you without it.";

/** The body compared between attempts: the whole input but the key (with Stripe, no payment: it is made after). */
export function attemptBody(
  input: Omit<StartPaymentInput, "idempotencyKey"> & Partial<Pick<PlaceOrderInput, "payment">>,
): string {
  return JSON.stringify(input);
}
