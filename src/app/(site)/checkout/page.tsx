import type { Metadata } from "next";
import { CheckoutView } from "@/features/checkout/components/checkout-view";
import { listCheckoutWaivers } from "@/features/checkout/waivers.service";
import styles from "@/lib/ui/guest-page.module.css";
import { getDatabase } from "@/server/db/database";
import {
  getPaymentGateway,
  isTestGatewayActive,
  stripePublishableKey,
} from "@/server/payments/payment-gateways";

export const metadata: Metadata = { title: "Checkout", robots: { index: false } };

/**
 * `/checkout` (spec §2): every waiver with what it covers comes from the server (the form asks only those the
 * cart needs); the cart lives in the browser.
 */
export default async function CheckoutPage() {
  const { db } = await getDatabase();
  const waivers = await listCheckoutWaivers(db);
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>Checkout</h1>
      <CheckoutView
        waivers={waivers}
        gateway={getPaymentGateway().name}
        demoPayments={isTestGatewayActive()}
        stripePublishableKey={stripePublishableKey()}
      />
    </div>
  );
}
