"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTRPC } from "@/lib/trpc/react";

/**
 * The console's reads are never taken from a minute-old cache: other staff and guests change the same park, so
 * every screen asks again when it opens (the guest side keeps its own cache time).
 */
export function ConsoleFreshData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  useState(() => {
    queryClient.setQueryDefaults(trpc.admin.pathKey(), { staleTime: 0 });
    return true;
  });
  return null;
}
