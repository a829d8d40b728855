import type { Metadata } from "next";
import { SearchResults } from "@/features/search/components/search-results";
import { parseSearchState } from "@/features/search/search-state";

export const metadata: Metadata = { alternates: { canonical: "/" } };

type HomeProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The booking home (spec §2): the search, and every park as a result. */
export default async function HomePage({ searchParams }: HomeProps) {
  const state = parseSearchState(await searchParams);
  return <SearchResults state={state} />;
}
