import type { Metadata } from "next";
import { CartView } from "@/features/cart/components/cart-view";
import styles from "@/lib/ui/guest-page.module.css";

export const metadata: Metadata = { title: "Your cart", robots: { index: false } };

/** `/cart` (spec §2): the cart lives in the browser's storage, so the page renders it on the client. */
export default function CartPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your cart</h1>
      <CartView />
    </div>
  );
}
