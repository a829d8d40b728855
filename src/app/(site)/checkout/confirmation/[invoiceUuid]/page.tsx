import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import { OrderConfirmationView } from "@/features/reservations/components/order-confirmation-view";
import { ZInvoiceUuid } from "@/features/reservations/orders.schemas";
import { getServerCaller } from "@/server/api/server-caller";
import { paymentFormSettings } from "@/server/payments/payment-gateways";

export const metadata: Metadata = { title: "Booking confirmation", robots: { index: false } };

type ConfirmationPageProps = {
  params: Promise<{ invoiceUuid: string }>;
  searchParams: Promise<{ cancel?: string | string[] }>;
};

/**
 * The order by its invoice UUID, or Next's 404 for an id no order has. An order booked while signed in needs its
 * owner: a visitor (e.g. from the e-mail's link) signs in first and comes back to this very URL.
 */
async function loadOrder(invoiceUuid: string, returnTo: string) {
  if (!ZInvoiceUuid.safeParse(invoiceUuid).success) notFound();
  const caller = await getServerCaller();
  try {
    return await caller.booking.orders.getOrderConfirmation({ invoiceUuid });
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
    if (error instanceof TRPCError && error.code === "UNAUTHORIZED") {
      redirect(`/?${new URLSearchParams({ redirect: returnTo, auth: "login" })}`);
    }
    throw error;
  }
}

export default async function ConfirmationPage({ params, searchParams }: ConfirmationPageProps) {
  const [{ invoiceUuid }, { cancel }] = await Promise.all([params, searchParams]);
  const returnTo = `/checkout/confirmation/${invoiceUuid}${typeof cancel === "string" ? `?cancel=${encodeURIComponent(cancel)}` : ""}`;
  const order = await loadOrder(invoiceUuid, returnTo);
  return (
    <OrderConfirmationView
      order={order}
      cancelReservationId={typeof cancel === "string" ? cancel : null}
      payments={paymentFormSettings()}
    />
  );
}
