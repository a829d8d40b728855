import type { Metadata, ResolvingMetadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { InfoPage } from "@/features/content/components/info-page";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";
import { WAIVER_KEY_PREFIX } from "@/features/content/content-paths";

type WaiverPageProps = { params: Promise<{ slug: string }> };

/** The content key of a waiver slug, or 404 for a slug no key could have. */
async function waiverKey(params: WaiverPageProps["params"]): Promise<string> {
  const { slug } = await params;
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  return `${WAIVER_KEY_PREFIX}${slug}`;
}

export async function generateMetadata(
  { params }: WaiverPageProps,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const key = await waiverKey(params);
  return contentPageMetadata(key, `/legal/${key}`, parent);
}

export default async function WaiverPage({ params }: WaiverPageProps) {
  const page = await loadContentPage(await waiverKey(params));
  return <InfoPage page={page} plainHero eyebrow={<Link href="/legal/waivers">Legal · Waivers</Link>} />;
}
