import type { Metadata } from "next";
import { CheckoutView } from "@/features/checkout/components/checkout-view";
import { listContentPages } from "@/features/content/content.service";
import { WAIVER_KEY_PREFIX } from "@/features/content/content-paths";
import { getDatabase } from "@/server/db/database";
import { getPaymentGateway } from "@/server/payments/payment-gateways";
import styles from "./checkout.module.css";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/** `/checkout` (spec §2): the waivers to accept come from the server; the cart lives in the browser. */
export default async function CheckoutPage() {
  const { db } = await getDatabase();
  const waivers = await listContentPages(db, WAIVER_KEY_PREFIX);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutView
        waivers={waivers.map(({ key, title }) => ({ key, title }))}
        gateway={getPaymentGateway().name}
      />
    </div>
  );
}
