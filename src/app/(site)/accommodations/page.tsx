import type { Metadata, ResolvingMetadata } from "next";
import { listAccommodations } from "@/features/content/accommodations.service";
import { AccommodationList } from "@/features/content/components/accommodation-list";
import { InfoPage } from "@/features/content/components/info-page";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";
import { getDatabase } from "@/server/db/database";

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  return contentPageMetadata("accommodations", "/accommodations", parent);
}

export default async function AccommodationsPage() {
  const { db } = await getDatabase();
  const [page, types] = await Promise.all([loadContentPage("accommodations"), listAccommodations(db)]);
  return (
    <InfoPage page={page}>
      <AccommodationList types={types} />
    </InfoPage>
  );
}
