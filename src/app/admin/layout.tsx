import type { Metadata } from "next";
import { notFound, redirect } from "next/navigation";
import type { ReactNode } from "react";
import { isStaff } from "@/features/authentication/team-roles";
import { ConsoleShell } from "@/features/staff/components/console-shell";
import { loginHref } from "@/lib/shell-routes";
import { getServerCaller } from "@/server/api/server-caller";

export const metadata: Metadata = {
  title: { default: "Staff console", template: "%s · Staff console · Lantern" },
  robots: { index: false },
};

/** `/admin`: the staff console's own layout, for team members only (the procedures check again, each call). */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await (await getServerCaller()).booking.authentication.getSession();
  if (!session) redirect(loginHref("/", "", "/admin/today"));
  if (!isStaff(session.user.teamRole)) notFound();
  return (
    <ConsoleShell role={session.user.teamRole!} email={session.user.email}>
      {children}
    </ConsoleShell>
  );
}
