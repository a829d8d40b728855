import type { Metadata, ResolvingMetadata } from "next";
import { InfoPage } from "@/features/content/components/info-page";
import { ParksAside } from "@/features/content/components/parks-aside";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";
import { listParks } from "@/features/parks/parks.service";
import { getDatabase } from "@/server/db/database";

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  return contentPageMetadata("about", "/about", parent);
}

export default async function AboutPage() {
  const { db } = await getDatabase();
  const [page, parks] = await Promise.all([loadContentPage("about"), listParks(db)]);
  return <InfoPage page={page} aside={parks.length > 0 && <ParksAside parks={parks} />} />;
}
