import type { Metadata, ResolvingMetadata } from "next";
import { InfoPage } from "@/features/content/components/info-page";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  return contentPageMetadata("amenities", "/amenities", parent);
}

export default async function AmenitiesPage() {
  return <InfoPage page={await loadContentPage("amenities")} />;
}
