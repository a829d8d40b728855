import Link from "next/link";
import styles from "./checkout-header.module.css";
import { Logo } from "./logo";

/** Checkout pages: a minimal header, the logo centred and leading back to the cart (spec §2). */
export function CheckoutHeader() {
  return (
    <header className={styles.header} data-testid="checkout-header">
      <Link href="/cart" className={styles.logoLink}>
        <Logo size="small" purpose="back to your cart" />
      </Link>
    </header>
  );
}
