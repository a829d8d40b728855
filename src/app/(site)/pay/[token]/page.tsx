import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PayLinkForm } from "@/features/reservations/components/pay-link-form";
import { ZPayLinkToken } from "@/features/reservations/pay.schemas";
import styles from "@/lib/ui/guest-page.module.css";
import { getServerCaller } from "@/server/api/server-caller";
import {
  getPaymentGateway,
  isTestGatewayActive,
  stripePublishableKey,
} from "@/server/payments/payment-gateways";

// The token is the key to the page: never sent on to another site, never indexed.
export const metadata: Metadata = {
  title: "Pay your balance",
  robots: { index: false },
  referrer: "no-referrer",
};

/** `/pay/<token>`: the pay link e-mailed after a declined balance or sent by the desk (domain.md "Money"). */
export default async function PayLinkPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  if (!ZPayLinkToken.safeParse(token).success) notFound();
  const caller = await getServerCaller();
  const view = await caller.booking.pay.get({ token }).catch((error: unknown) => {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
    throw error;
  });
  return (
    <div className={styles.narrowPage}>
      <h1 className={styles.title}>Pay your balance</h1>
      <p>
        Hi {view.firstName}, here is what your stay at {view.park.name} still owes.
      </p>
      <PayLinkForm
        token={token}
        view={view}
        gateway={getPaymentGateway().name}
        demoPayments={isTestGatewayActive()}
        stripePublishableKey={stripePublishableKey()}
      />
    </div>
  );
}
