"use client";

import dynamic from "next/dynamic";
import { type ComponentProps, useState } from "react";
import { useUiStore } from "@/lib/ui-store";
import type { FilterModal as FilterModalType } from "./filter-modal";
import type { ParksMapModal as ParksMapModalType } from "./parks-map-modal";

const FilterModal = dynamic(() => import("./filter-modal").then((module) => module.FilterModal), {
  ssr: false,
});
const ParksMapModal = dynamic(() => import("./parks-map-modal").then((module) => module.ParksMapModal), {
  ssr: false,
});

/** True from the first time the flag is set: the dialog's code is fetched then, and it stays mounted after. */
function useOpenedOnce(flag: "filter" | "map"): boolean {
  const open = useUiStore((state) => state.modals[flag]);
  const [wanted, setWanted] = useState(false);
  if (!wanted && open) setWanted(true);
  return wanted;
}

/** The filter dialog, loaded when the toolbar first opens it (issue 12 §6). */
export function LazyFilterModal(props: ComponentProps<typeof FilterModalType>) {
  return useOpenedOnce("filter") ? <FilterModal {...props} /> : null;
}

/** The parks map, loaded when the toolbar first opens it (issue 12 §6). */
export function LazyParksMapModal(props: ComponentProps<typeof ParksMapModalType>) {
  return useOpenedOnce("map") ? <ParksMapModal {...props} /> : null;
}
