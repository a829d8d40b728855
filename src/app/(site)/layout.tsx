import type { ReactNode } from "react";
import { GuestShell } from "@/features/shell/components/guest-shell";

/** The guest pages: the header, footer, banners and login dialog around them (the console has its own layout). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <GuestShell>{children}</GuestShell>;
}
