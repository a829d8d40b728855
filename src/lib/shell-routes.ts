/** Which header a path gets (spec §2): minimal on checkout pages, fixed with a border under legal/waivers. */
export type HeaderVariant = "default" | "checkout" | "waiver";

export function headerVariantFor(pathname: string): HeaderVariant {
  if (pathname.split("/").some((segment) => segment.includes("checkout"))) return "checkout";
  if (pathname === "/legal/waivers" || pathname.startsWith("/legal/waivers/")) return "waiver";
  return "default";
}

/** The footer is hidden on cart and checkout pages; the "Powered by" line stays everywhere. */
export function footerVisibleOn(pathname: string): boolean {
  return pathname !== "/cart" && !pathname.startsWith("/cart/") && headerVariantFor(pathname) !== "checkout";
}

/** The visitor's Account link: the current page with the login dialog asked for (spec §2). */
export function loginHref(pathname: string, search: string, redirect = "/profile/account"): string {
  const params = new URLSearchParams(search);
  params.set("redirect", redirect);
  params.set("auth", "login");
  return `${pathname}?${params.toString()}`;
}

/**
 * Whether an address asks for the login dialog: `auth=login` (sign in), or an e-mailed link: `auth=reset` (a new
 * password), `auth=verify` (a new account's confirmation), `auth=link` (one-time sign-in), `auth=invite` (a team
 * invitation).
 */
export function loginDialogAsked(auth: string | null): boolean {
  return auth === "login" || auth === "reset" || auth === "verify" || auth === "link" || auth === "invite";
}

/** The staff console (`/admin`) has its own layout: no guest header, footer or login dialog around it. */
export function isConsolePath(pathname: string): boolean {
  return pathname === "/admin" || pathname.startsWith("/admin/");
}
