import type { Metadata } from "next";
import { ParkList } from "@/features/parks/components/park-list";
import { getServerCaller } from "@/server/api/server-caller";
import styles from "./home.module.css";

export const metadata: Metadata = { alternates: { canonical: "/" } };

export default async function HomePage() {
  const caller = await getServerCaller();
  const parks = await caller.booking.parks.list();
  return (
    <div className={styles.page}>
      <h1>Camp the Catskills around Roscoe, New York</h1>
      <p className={styles.lead}>Cabins, RV sites and tent sites along the Beaverkill and Willowemoc.</p>
      <ParkList parks={parks} />
    </div>
  );
}
