"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { hasRoleAtLeast, type TeamRole } from "@/features/authentication/team-roles";
import styles from "./console.module.css";

const SCREENS: { href: string; label: string; minimum: TeamRole }[] = [
  { href: "/admin/today", label: "Today", minimum: "MANAGER" },
  { href: "/admin/grid", label: "Grid", minimum: "MANAGER" },
  { href: "/admin/reservations", label: "Reservations", minimum: "MANAGER" },
  { href: "/admin/new", label: "New booking", minimum: "MANAGER" },
  { href: "/admin/team", label: "Team", minimum: "ADMIN" },
  { href: "/admin/audit", label: "Audit log", minimum: "ADMIN" },
];

/** The console's screens the member's role may open; the chosen park travels along. */
export function ConsoleNav({ role }: { role: TeamRole }) {
  const pathname = usePathname();
  const park = useSearchParams().get("park");
  return (
    <nav aria-label="Staff console" className={styles.nav}>
      <ul>
        {SCREENS.filter((screen) => hasRoleAtLeast(role, screen.minimum)).map((screen) => {
          const current = pathname === screen.href || pathname.startsWith(`${screen.href}/`);
          return (
            <li key={screen.href}>
              <Link
                href={park ? `${screen.href}?park=${encodeURIComponent(park)}` : screen.href}
                aria-current={current ? "page" : undefined}
                className={styles.navLink}
              >
                {screen.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
