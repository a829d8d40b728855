"use client";

import { NativeSelect } from "@mantine/core";
import { useSetSearchParam } from "./use-search-param";

/** The park a console screen shows: a change keeps the screen and its other settings, with the park in the URL. */
export function ParkPicker({ parks, value }: { parks: { slug: string; name: string }[]; value: string }) {
  const setSearchParam = useSetSearchParam();
  return (
    <NativeSelect
      label="Park"
      styles={{ input: { minHeight: 44 } }}
      value={value}
      data={parks.map((park) => ({ value: park.slug, label: park.name }))}
      onChange={(event) => setSearchParam("park", event.currentTarget.value)}
    />
  );
}
