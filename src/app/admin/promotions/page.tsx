import type { Metadata } from "next";
import { PromotionsScreen } from "@/features/cart/components/promotions-screen";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";

export const metadata: Metadata = { title: "Promotions" };

/** `/admin/promotions?park=…`: promo codes, and a park's add-ons and mandatory fees (managers and above, within their parks). */
export default async function PromotionsPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/promotions", searchParams);
  if (!context.park) return <NoParks />;
  return <PromotionsScreen parks={context.parks} park={context.park} />;
}
