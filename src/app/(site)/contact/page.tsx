import type { Metadata, ResolvingMetadata } from "next";
import { ContactForm } from "@/features/contact/components/contact-form";
import { ContactAside } from "@/features/content/components/contact-aside";
import { InfoPage } from "@/features/content/components/info-page";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";
import { getSiteSettings } from "@/features/content/site-settings.service";
import { listParks } from "@/features/parks/parks.service";
import { getDatabase } from "@/server/db/database";
import styles from "./contact.module.css";

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  return contentPageMetadata("contact", "/contact", parent);
}

export default async function ContactPage() {
  const { db } = await getDatabase();
  const [page, parks, settings] = await Promise.all([
    loadContentPage("contact"),
    listParks(db),
    getSiteSettings(db),
  ]);
  return (
    <InfoPage page={page} aside={settings.contact && <ContactAside contact={settings.contact} />}>
      <section className={styles.formSection}>
        <ContactForm parks={parks.map((park) => ({ id: park.id, name: park.displayName }))} />
      </section>
    </InfoPage>
  );
}
