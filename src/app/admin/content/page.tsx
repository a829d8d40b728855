import type { Metadata } from "next";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { ContentScreen } from "@/features/content/components/content-screen";

export const metadata: Metadata = { title: "Content" };

/** `/admin/content`: banner, menu links, information pages and member events (managers and above, within their parks). */
export default async function ContentPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/content", searchParams);
  return <ContentScreen parks={context.parks} siteWide={context.everyPark} />;
}
