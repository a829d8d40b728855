import { ParkList } from "@/features/parks/components/park-list";
import { VisitorStatus } from "@/features/shell/components/visitor-status";
import { getServerCaller } from "@/server/api/server-caller";
import styles from "./home.module.css";

// Parks come from the database at request time, never from the build.
export const dynamic = "force-dynamic";

export default async function HomePage() {
  const caller = await getServerCaller();
  const parks = await caller.booking.parks.list();
  return (
    <>
      <header className={styles.header}>
        <a href="/" className={styles.logo}>
          Lantern Parks
        </a>
        <VisitorStatus />
      </header>
      <main className={styles.main}>
        <h1>Camp the Catskills around Roscoe, New York</h1>
        <p className={styles.lead}>Cabins, RV sites and tent sites along the Beaverkill and Willowemoc.</p>
        <ParkList parks={parks} />
      </main>
      <footer className={styles.footer}>
        <p>Powered by Lantern</p>
      </footer>
    </>
  );
}
