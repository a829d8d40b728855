"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * Sets one setting of a console screen in its address (`?park=…`, `?date=…`, `?from=…`), keeping the others, so a
 * reload or a shared link shows the same screen.
 */
export function useSetSearchParam() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  return (name: string, value: string) => {
    const params = new URLSearchParams(search.toString());
    params.set(name, value);
    router.push(`${pathname}?${params.toString()}`);
  };
}
