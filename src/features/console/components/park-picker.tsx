"use client";

import { NativeSelect } from "@mantine/core";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/** The park a console screen shows: a change keeps the screen and its other settings, with the park in the URL. */
export function ParkPicker({ parks, value }: { parks: { slug: string; name: string }[]; value: string }) {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  return (
    <NativeSelect
      label="Park"
      styles={{ input: { minHeight: 44 } }}
      value={value}
      data={parks.map((park) => ({ value: park.slug, label: park.name }))}
      onChange={(event) => {
        const params = new URLSearchParams(search.toString());
        params.set("park", event.currentTarget.value);
        router.push(`${pathname}?${params.toString()}`);
      }}
    />
  );
}
