"use client";

import { NativeSelect } from "@mantine/core";
import { ALL_PARKS } from "../all-parks";
import { useSetSearchParam } from "./use-search-param";

/**
 * The park a console screen shows: a change keeps the screen and its other settings, with the park in the URL.
 * `allParks` offers "All parks" (`?park=all`) to a member with more than one.
 */
export function ParkPicker({
  parks,
  value,
  allParks = false,
}: {
  parks: { slug: string; name: string }[];
  value: string;
  allParks?: boolean;
}) {
  const setSearchParam = useSetSearchParam();
  return (
    <NativeSelect
      label="Park"
      styles={{ input: { minHeight: 44 } }}
      value={value}
      data={[
        ...(allParks && parks.length > 1 ? [{ value: ALL_PARKS, label: "All parks" }] : []),
        ...parks.map((park) => ({ value: park.slug, label: park.name })),
      ]}
      onChange={(event) => setSearchParam("park", event.currentTarget.value)}
    />
  );
}
