import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { GuestsScreen } from "@/features/staff/components/guests-screen";

export const metadata: Metadata = { title: "Guests" };

/** `/admin/guests?q=…`: the guests of the member's parks, found by name, e-mail, phone or code. */
export default async function GuestsPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/guests", searchParams);
  if (!context.park) return <NoParks />;
  return <GuestsScreen text={(context.param("q") ?? "").trim().slice(0, 100)} />;
}
