import type { Metadata } from "next";
import { CheckoutView } from "@/features/checkout/components/checkout-view";
import { listCheckoutWaivers } from "@/features/checkout/waivers.service";
import { getDatabase } from "@/server/db/database";
import { getPaymentGateway, isTestGatewayActive } from "@/server/payments/payment-gateways";
import styles from "./checkout.module.css";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/**
 * `/checkout` (spec §2): every waiver with what it covers comes from the server (the form asks only those the
 * cart needs); the cart lives in the browser.
 */
export default async function CheckoutPage() {
  const { db } = await getDatabase();
  const waivers = await listCheckoutWaivers(db);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutView
        waivers={waivers}
        gateway={getPaymentGateway().name}
        demoPayments={isTestGatewayActive()}
      />
    </div>
  );
}
