import Link from "next/link";
import type { ReactNode } from "react";
import type { TeamRole } from "@/lib/team-roles";
import styles from "./console.module.css";
import { ConsoleFreshData } from "./console-fresh-data";
import { ConsoleMenu } from "./console-menu";
import { ConsoleNav } from "./console-nav";

/**
 * The staff console's own chrome (desktop first, usable on a tablet and a phone): who is signed in, the screens,
 * the page. Below 768 px the screens and who is signed in fold behind the header's Menu button.
 */
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
        <ConsoleMenu>
          <ConsoleNav role={role} />
          <div className={styles.who}>
            <span className={styles.email}>
              {email} · <span className={styles.role}>{role.toLowerCase().replace("_", " ")}</span>
            </span>
            <Link href="/" className={styles.siteLink}>
              Guest site
            </Link>
          </div>
        </ConsoleMenu>
      </header>
      <main id="console-main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
    </div>
  );
}
