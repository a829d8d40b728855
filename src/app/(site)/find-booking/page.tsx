import type { Metadata } from "next";
import { FindBookingPage } from "@/features/orders/components/find-booking-page";

export const metadata: Metadata = { title: "Find my booking", robots: { index: false } };

export default function FindBooking() {
  return <FindBookingPage />;
}
