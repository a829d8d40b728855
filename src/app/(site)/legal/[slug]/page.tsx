import type { Metadata, ResolvingMetadata } from "next";
import { notFound } from "next/navigation";
import { InfoPage } from "@/features/content/components/info-page";
import { contentPageMetadata, loadContentPage } from "@/features/content/content-page.server";

type LegalPageProps = { params: Promise<{ slug: string }> };

/** The content key of a legal page (/legal/privacy → "legal/privacy"), or 404 for a slug no key could have. */
async function legalKey(params: LegalPageProps["params"]): Promise<string> {
  const { slug } = await params;
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) notFound();
  return `legal/${slug}`;
}

export async function generateMetadata(
  { params }: LegalPageProps,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const key = await legalKey(params);
  return contentPageMetadata(key, `/${key}`, parent);
}

/** Privacy, Terms, Accessibility statement: information pages from the database, linked from the footer. */
export default async function LegalPage({ params }: LegalPageProps) {
  return <InfoPage page={await loadContentPage(await legalKey(params))} plainHero eyebrow="Legal" />;
}
