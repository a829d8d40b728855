"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { hasRoleAtLeast, type TeamRole } from "@/lib/team-roles";
import styles from "./console.module.css";

type Screen = { href: string; label: string; minimum: TeamRole };

/** The console's screens in the groups a park's day is run by. */
const GROUPS: { label: string; screens: Screen[] }[] = [
  {
    label: "Front desk",
    screens: [
      { href: "/admin/today", label: "Today", minimum: "MANAGER" },
      { href: "/admin/grid", label: "Grid", minimum: "MANAGER" },
      { href: "/admin/reservations", label: "Reservations", minimum: "MANAGER" },
      { href: "/admin/guests", label: "Guests", minimum: "MANAGER" },
      { href: "/admin/new", label: "New booking", minimum: "MANAGER" },
      { href: "/admin/messages", label: "Messages", minimum: "MANAGER" },
      { href: "/admin/reviews", label: "Reviews", minimum: "MANAGER" },
    ],
  },
  {
    label: "Setup",
    screens: [
      { href: "/admin/park", label: "Park", minimum: "MANAGER" },
      { href: "/admin/sites", label: "Sites", minimum: "MANAGER" },
      { href: "/admin/photos", label: "Photos", minimum: "MANAGER" },
      { href: "/admin/rates", label: "Rates", minimum: "MANAGER" },
      { href: "/admin/payment", label: "Payment", minimum: "MANAGER" },
      { href: "/admin/rules", label: "Rules", minimum: "MANAGER" },
      { href: "/admin/promotions", label: "Promotions", minimum: "MANAGER" },
      { href: "/admin/content", label: "Content", minimum: "MANAGER" },
    ],
  },
  {
    label: "Business",
    screens: [
      { href: "/admin/reports", label: "Reports", minimum: "MANAGER" },
      { href: "/admin/team", label: "Team", minimum: "ADMIN" },
      { href: "/admin/audit", label: "Audit log", minimum: "MANAGER" },
    ],
  },
];

/** The console's screens the member's role may open; the chosen park travels along. */
export function ConsoleNav({ role }: { role: TeamRole }) {
  const pathname = usePathname();
  const park = useSearchParams().get("park");
  return (
    <nav aria-label="Staff console" className={styles.nav}>
      {GROUPS.map((group) => {
        const screens = group.screens.filter((screen) => hasRoleAtLeast(role, screen.minimum));
        if (screens.length === 0) return null;
        return (
          <div key={group.label} className={styles.navGroup}>
            <span className={styles.navGroupLabel} id={`nav-${group.label.replace(/\W/g, "")}`}>
              {group.label}
            </span>
            <ul aria-labelledby={`nav-${group.label.replace(/\W/g, "")}`}>
              {screens.map((screen) => {
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
          </div>
        );
      })}
    </nav>
  );
}
