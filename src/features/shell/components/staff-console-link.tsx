"use client";

import { IconLayoutDashboard } from "@tabler/icons-react";
import Link from "next/link";
import { useSession } from "@/features/authentication/use-session";
import { isStaff } from "@/lib/team-roles";
import styles from "./site-header.module.css";

/** "Staff console" for the elevated roles only (spec §6: MANAGER, ADMIN, OWNER and above); nothing for anyone else. */
export function StaffConsoleLink({ className = styles.navLink }: { className?: string }) {
  const { session } = useSession();
  if (!session || !isStaff(session.user.teamRole)) return null;
  return (
    <Link href="/admin/today" className={className} data-testid="staff-console-link">
      <IconLayoutDashboard size={20} aria-hidden="true" />
      <span>Staff console</span>
    </Link>
  );
}
