import type { Metadata } from "next";
import { NoParks } from "@/features/console/client";
import { type ConsoleSearchParams, consoleContext } from "@/features/console/server";
import { PhotosScreen } from "@/features/parks/components/photos-screen";

export const metadata: Metadata = { title: "Photos" };

/** `/admin/photos?park=…`: the photos of a park, its campsite types and sites (managers and above, within their parks). */
export default async function PhotosPage({ searchParams }: { searchParams: ConsoleSearchParams }) {
  const context = await consoleContext("/admin/photos", searchParams);
  if (!context.park) return <NoParks />;
  const galleries = await context.caller.admin.photos.galleries({ parkId: context.park.id });
  return (
    <PhotosScreen key={context.park.id} parks={context.parks} park={context.park} galleries={galleries} />
  );
}
