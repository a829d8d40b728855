import type { Metadata, ResolvingMetadata } from "next";
import { WaiverIndex } from "@/features/content/components/waiver-index";
import { listContentPages } from "@/features/content/content.service";
import { pageMetadata, sectionArt } from "@/features/content/content-page.server";
import { WAIVER_KEY_PREFIX } from "@/features/content/content-paths";
import { getDatabase } from "@/server/db/database";

const TITLE = "Waivers";
const DESCRIPTION = "The release of liability and the rental waivers guests accept at Lantern Parks.";

export function generateMetadata(_props: unknown, parent: ResolvingMetadata): Promise<Metadata> {
  return pageMetadata(parent, {
    title: TITLE,
    description: DESCRIPTION,
    path: "/legal/waivers",
    image: sectionArt("waivers"),
  });
}

export default async function WaiversPage() {
  const { db } = await getDatabase();
  const waivers = await listContentPages(db, WAIVER_KEY_PREFIX);
  return <WaiverIndex title={TITLE} description={DESCRIPTION} waivers={waivers} />;
}
