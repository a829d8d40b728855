import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { GuestProfileScreen } from "@/features/staff/components/guest-profile-screen";
import { emailOfGuestId } from "@/features/staff/guest-id";

export const metadata: Metadata = { title: "Guest" };

/** `/admin/guests/<guestId>`: one guest's contact, rigs, balance and stays across the member's parks. */
export default async function GuestPage({
  params,
  searchParams,
}: {
  params: Promise<{ guestId: string }>;
  searchParams: ConsoleSearchParams;
}) {
  const { guestId } = await params;
  if (emailOfGuestId(guestId) === null) notFound();
  await consoleContext(`/admin/guests/${guestId}`, searchParams);
  return <GuestProfileScreen guestId={guestId} />;
}
