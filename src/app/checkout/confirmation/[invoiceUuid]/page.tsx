import { TRPCError } from "@trpc/server";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderConfirmationView } from "@/features/orders/components/order-confirmation-view";
import { ZInvoiceUuid } from "@/features/orders/orders.schemas";
import { getServerCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Booking confirmation", robots: { index: false } };

type ConfirmationPageProps = {
  params: Promise<{ invoiceUuid: string }>;
  searchParams: Promise<{ cancel?: string | string[] }>;
};

/** The order by its invoice UUID, or Next's 404 for an id no order has. */
async function loadOrder(invoiceUuid: string) {
  if (!ZInvoiceUuid.safeParse(invoiceUuid).success) notFound();
  const caller = await getServerCaller();
  try {
    return await caller.booking.orders.getOrderConfirmation({ invoiceUuid });
  } catch (error) {
    if (error instanceof TRPCError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
}

export default async function ConfirmationPage({ params, searchParams }: ConfirmationPageProps) {
  const [{ invoiceUuid }, { cancel }] = await Promise.all([params, searchParams]);
  const order = await loadOrder(invoiceUuid);
  return (
    <OrderConfirmationView order={order} cancelReservationId={typeof cancel === "string" ? cancel : null} />
  );
}
