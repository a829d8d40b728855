import { isIsoDate } from "@/lib/stay-dates";
import type { WishListTarget } from "./wish-list-items";

/**
 * The stays a wish-list link returns to (issue 35, decision 0072), kept in this browser's storage: the stay of the
 * camper's last search (the search bar notes it whenever a page shows a search with dates), and per saved item the
 * stay that was on screen when its heart was pressed. No account data: a stay is a search, not a booking.
 */
export type RememberedStay = {
  start: string;
  end: string;
  /** The search's URL query for the stay alone (dates, party, rig), e.g. `start=…&end=…&adults=2`. */
  query: string;
};

type StorageLike = Pick<Storage, "getItem" | "setItem">;

export const LAST_STAY_KEY = "lantern.lastStay";
export const SAVED_STAYS_KEY = "lantern.wishListStays";
/** Saved items whose stay is kept; the oldest go first. */
const SAVED_STAYS_KEPT = 50;

function isRememberedStay(value: unknown): value is RememberedStay {
  const stay = value as Partial<RememberedStay> | null;
  return (
    typeof stay?.start === "string" &&
    typeof stay.end === "string" &&
    typeof stay.query === "string" &&
    isIsoDate(stay.start) &&
    isIsoDate(stay.end) &&
    stay.end > stay.start
  );
}

function read(storage: StorageLike, key: string): unknown {
  try {
    return JSON.parse(storage.getItem(key) ?? "null");
  } catch {
    return null;
  }
}

function write(storage: StorageLike, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (a private window): the links simply carry no stay.
  }
}

export function rememberLastStay(storage: StorageLike, stay: RememberedStay): void {
  if (isRememberedStay(stay)) write(storage, LAST_STAY_KEY, stay);
}

export function lastStay(storage: StorageLike): RememberedStay | null {
  const stay = read(storage, LAST_STAY_KEY);
  return isRememberedStay(stay) ? stay : null;
}

export const wishListItemKey = (target: WishListTarget) => `${target.parkId}:${target.campsiteTypeId ?? ""}`;

function savedStays(storage: StorageLike): Record<string, RememberedStay> {
  const stays = read(storage, SAVED_STAYS_KEY);
  if (typeof stays !== "object" || stays === null) return {};
  return Object.fromEntries(Object.entries(stays).filter(([, stay]) => isRememberedStay(stay)));
}

/**
 * Notes the stay an item was saved with: the last search's, when the page the heart is on shows that stay (its
 * URL's `start` and `end`); none otherwise.
 */
export function rememberStayFor(
  storage: StorageLike,
  target: WishListTarget,
  pageParams: Pick<URLSearchParams, "get">,
): void {
  const last = lastStay(storage);
  const onScreen = last && pageParams.get("start") === last.start && pageParams.get("end") === last.end;
  const { [wishListItemKey(target)]: _previous, ...others } = savedStays(storage);
  const kept = Object.entries(others).slice(-(SAVED_STAYS_KEPT - 1));
  write(
    storage,
    SAVED_STAYS_KEY,
    Object.fromEntries(onScreen ? [...kept, [wishListItemKey(target), last]] : kept),
  );
}

/**
 * The stay a saved item's link returns to, if any is still ahead (arrival today or later): the one it was saved
 * with, else — for a campsite type, whose site chooser needs dates — the last search's.
 */
export function stayToReturnTo(
  storage: StorageLike,
  target: WishListTarget,
  today: string,
): RememberedStay | null {
  const ahead = (stay: RememberedStay | null | undefined) => (stay && stay.start >= today ? stay : null);
  const saved = ahead(savedStays(storage)[wishListItemKey(target)]);
  if (saved) return saved;
  return target.campsiteTypeId ? ahead(lastStay(storage)) : null;
}
