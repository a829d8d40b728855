import "server-only";
import { existsSync } from "node:fs";
import path from "node:path";
import type { Metadata, ResolvingMetadata } from "next";
import { notFound } from "next/navigation";
import { cache } from "react";
import { getDatabase } from "@/server/db/database";
import { AppError } from "@/server/errors";
import { getContentPage } from "./content.service";
import { contentHeroImage } from "./content-hero";

const DEFAULT_OG_IMAGE = "/art/og-default.webp";

export type ContentPage = Awaited<ReturnType<typeof getContentPage>> & {
  /** The hero art to show, or null when the file is not there (yet): no broken image, no dead og:image. */
  heroArt: string | null;
};

/** A path under `public/` that exists, or null; URLs elsewhere are trusted as they are. */
function existingArt(src: string): string | null {
  if (!src.startsWith("/")) return src;
  return existsSync(path.join(process.cwd(), "public", src)) ? src : null;
}

/**
 * The published page by key, or Next's 404 when staff have not created (or unpublished) it. Cached per
 * request so `generateMetadata` and the page share one query.
 */
export const loadContentPage = cache(async (key: string): Promise<ContentPage> => {
  const { db } = await getDatabase();
  try {
    const page = await getContentPage(db, key);
    return { ...page, heroArt: existingArt(contentHeroImage(page)) };
  } catch (error) {
    if (error instanceof AppError && error.code === "NOT_FOUND") notFound();
    throw error;
  }
});

type PageMetadataInput = { title: string; description: string; path: string; image: string | null };

/**
 * Title, description, canonical URL and Open Graph of a page. Next replaces a parent's `openGraph` as a whole,
 * so the site name and locale of the root layout are carried over here.
 */
export async function pageMetadata(parent: ResolvingMetadata, input: PageMetadataInput): Promise<Metadata> {
  const inherited = (await parent).openGraph;
  return {
    title: input.title,
    description: input.description,
    alternates: { canonical: input.path },
    openGraph: {
      type: "website",
      siteName: inherited?.siteName,
      locale: inherited?.locale,
      title: input.title,
      description: input.description,
      url: input.path,
      images: [input.image ?? DEFAULT_OG_IMAGE],
    },
  };
}

/** The metadata of an information page, all from its row. */
export async function contentPageMetadata(
  key: string,
  path: string,
  parent: ResolvingMetadata,
): Promise<Metadata> {
  const page = await loadContentPage(key);
  return pageMetadata(parent, {
    title: page.title,
    description: page.description,
    path,
    image: page.heroArt,
  });
}

/** The art of a section without a content row of its own (the waiver index). */
export function sectionArt(name: string): string | null {
  return existingArt(`/art/heroes/${name}.webp`);
}
