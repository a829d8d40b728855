import Link from "next/link";
import type { ReactNode } from "react";
import type { TeamRole } from "@/lib/team-roles";
import styles from "./console.module.css";
import { ConsoleFreshData } from "./console-fresh-data";
import { ConsoleNav } from "./console-nav";

/** The staff console's own chrome (desktop first, usable on a tablet): who is signed in, the screens, the page. */
export function ConsoleShell({
  role,
  email,
  children,
}: {
  role: TeamRole;
  email: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.shell}>
      <ConsoleFreshData />
      <a href="#console-main" className={styles.skipLink}>
        Skip to content
      </a>
      <header className={styles.topBar}>
        <div className={styles.brand}>
          <Link href="/admin/today" className={styles.brandLink}>
            Lantern <span className={styles.brandSub}>Staff console</span>
          </Link>
        </div>
        <ConsoleNav role={role} />
        <div className={styles.who}>
          <span>
            {email} · <span className={styles.role}>{role.toLowerCase().replace("_", " ")}</span>
          </span>
          <Link href="/" className={styles.siteLink}>
            Guest site
          </Link>
        </div>
      </header>
      <main id="console-main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
