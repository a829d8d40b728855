import type { Metadata } from "next";
import type { ReactNode } from "react";
import { ConsoleShell } from "@/features/console/client";
import { isStaff } from "@/lib/team-roles";
import { getServerCaller } from "@/server/api/server-caller";

export const metadata: Metadata = {
  title: { default: "Staff console", template: "%s · Staff console · Lantern" },
  robots: { index: false },
};

/**
 * `/admin`: the staff console's own layout, for team members only. Each page's `consoleContext` sends a visitor to
 * sign in and back to that page, and gives anyone else the not-found page (a layout does not know its path); the
 * procedures check again on every call.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await (await getServerCaller()).booking.authentication.getSession();
  if (!session || !isStaff(session.user.teamRole)) return children;
  return (
    <ConsoleShell role={session.user.teamRole!} email={session.user.email}>
      {children}
    </ConsoleShell>
  );
}
