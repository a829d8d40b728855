// What other features may use of this one, client-safe (decision 0020, 0043: the only door; UI components are
// imported one by one from components/, so no page loads another's screens).
export { wishListItemHref, wishListItemName } from "./wish-list-items";
