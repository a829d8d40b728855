import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { MessagesScreen } from "@/features/messages/components/messages-screen";

export const metadata: Metadata = { title: "Messages" };

/** `/admin/messages?park=…`: e-mail a day's arrivals, and the park's confirmation, pre-arrival and thank-you templates. */
export default async function MessagesPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/messages", searchParams, "MANAGER");
  if (!context.park) return <NoParks />;
  return <MessagesScreen parks={context.parks} park={context.park} today={context.today} />;
}
