"use client";

import { QueryClientProvider } from "@tanstack/react-query";
import { createTRPCClient } from "@trpc/client";
import { createTRPCContext } from "@trpc/tanstack-react-query";
import { type ReactNode, useState } from "react";
import type { AppRouter } from "@/server/api/root";
import { apiLinks } from "./links";
import { createQueryClient } from "./query-client";

// Zod would probe `new Function` to speed up parsing, which the Content-Security-Policy (no eval) refuses and
// reports. Zod keeps its settings in this global object (zod/v4/core), so no zod code ships with every page.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = Object.assign(zodGlobal.__zod_globalConfig ?? {}, { jitless: true });

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

/** The browser's tRPC client: one base path, batched GETs for queries, POSTs for mutations (spec §7). */
export function createBrowserTrpcClient() {
  return createTRPCClient<AppRouter>({
    links: apiLinks("/api/trpc"),
  });
}

export function ApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createBrowserTrpcClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
