import type { Metadata } from "next";
import { FindBookingPage } from "@/features/reservations/components/find-booking-page";

export const metadata: Metadata = { title: "Find my booking", robots: { index: false } };

export default function FindBooking() {
  return <FindBookingPage />;
}
