import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { NewParkScreen } from "@/features/parks/components/new-park-screen";

export const metadata: Metadata = { title: "New park" };

/** `/admin/park/new`: a new park, closed to guests until it is set up — for a member who works at every park. */
export default async function NewParkPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/park/new", searchParams);
  if (!context.everyPark) notFound();
  return <NewParkScreen />;
}
