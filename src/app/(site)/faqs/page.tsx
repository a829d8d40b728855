import type { Metadata, ResolvingMetadata } from "next";
import { ContactAside } from "@/features/content/components/contact-aside";
import { FaqStructuredData } from "@/features/content/components/faq-structured-data";
import { InfoPage } from "@/features/content/components/info-page";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";
import { getSiteSettings } from "@/features/content/site-settings.service";
import { getDatabase } from "@/server/db/database";

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  return contentPageMetadata("faqs", "/faqs", parent);
}

export default async function FaqsPage() {
  const { db } = await getDatabase();
  const [page, settings] = await Promise.all([loadContentPage("faqs"), getSiteSettings(db)]);
  return (
    <>
      <FaqStructuredData blocks={page.blocks} />
      <InfoPage page={page} aside={settings.contact && <ContactAside contact={settings.contact} />} />
    </>
  );
}
