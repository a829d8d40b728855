import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { PaymentPolicyScreen } from "@/features/parks/components/payment-policy-screen";

export const metadata: Metadata = { title: "Payment" };

/** `/admin/payment?park=…`: when a park's guests pay — in full, or a deposit and the balance before arrival. */
export default async function PaymentPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/payment", searchParams, "MANAGER");
  if (!context.park) return <NoParks />;
  return <PaymentPolicyScreen parks={context.parks} park={context.park} />;
}
