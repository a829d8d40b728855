import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { AccountPage } from "@/features/account/components/account-page";
import { loginHref } from "@/lib/shell-routes";
import { getServerCaller } from "@/server/api/server-caller";

export const metadata: Metadata = { title: "Your account", robots: { index: false } };

/** `/profile/account` (spec §2): signed-in users only; a visitor is asked to sign in and comes back here. */
export default async function AccountRoute() {
  const session = await (await getServerCaller()).booking.authentication.getSession();
  if (!session) redirect(loginHref("/", ""));
  return <AccountPage />;
}
