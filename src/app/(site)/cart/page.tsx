import type { Metadata } from "next";
import styles from "@/lib/ui/guest-page.module.css";
import { CartPageView } from "./cart-page-view";

export const metadata: Metadata = { title: "Your cart", robots: { index: false } };

/** `/cart` (spec §2): the cart lives in the browser's storage, so the page renders it on the client. */
export default function CartPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Your cart</h1>
      <CartPageView />
    </div>
  );
}
