"use client";

import dynamic from "next/dynamic";
import { useState } from "react";
import { useUiStore } from "@/lib/ui-store";
import type { ShellData } from "../load-shell-data";

const MobileMenu = dynamic(() => import("./mobile-menu").then((module) => module.MobileMenu), {
  ssr: false,
});

/** The full-screen menu's code (a drawer) is fetched when the burger first opens it (issue 12 §6). */
export function LazyMobileMenu({ shell }: { shell: ShellData }) {
  const open = useUiStore((state) => state.mobileMenuOpen);
  const [wanted, setWanted] = useState(false);
  if (!wanted && open) setWanted(true);
  return wanted ? <MobileMenu shell={shell} /> : null;
}
