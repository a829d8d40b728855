import Link from "next/link";
import { AccountLink } from "./account-link";
import { CartLink } from "./cart-link";
import { StaffConsoleLink } from "./staff-console-link";

/** The end of the header and of the mobile menu: the cart, the account, the console for staff, and Book Now. */
export function HeaderActions({ bookNowClassName }: { bookNowClassName?: string }) {
  return (
    <>
      <CartLink />
      <AccountLink />
      <StaffConsoleLink />
      <Link href="/" className={bookNowClassName}>
        Book Now
      </Link>
    </>
  );
}
