import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { z } from "zod";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { ReservationDetailScreen } from "@/features/staff/components/reservation-detail-screen";
import { paymentFormSettings } from "@/server/payments/payment-gateways";

export const metadata: Metadata = { title: "Reservation" };

const ZReservationId = z.uuid();

/** `/admin/reservations/<id>?park=…`: one reservation with its price, payments and history, and what staff may do. */
export default async function ReservationPage({
  params,
  searchParams,
}: {
  params: Promise<{ reservationId: string }>;
  searchParams: ConsoleSearchParams;
}) {
  const { reservationId } = await params;
  if (!ZReservationId.safeParse(reservationId).success) notFound();
  const context = await consoleContext(`/admin/reservations/${reservationId}`, searchParams);
  return (
    <ReservationDetailScreen
      reservationId={reservationId}
      parks={context.parks}
      payments={paymentFormSettings()}
    />
  );
}
