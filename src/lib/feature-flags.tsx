"use client";

import { createContext, type ReactNode, useContext } from "react";

export type FeatureFlags = { membershipEnabled: boolean };

const FeatureFlagsContext = createContext<FeatureFlags>({ membershipEnabled: true });

/** Server configuration the browser needs, read at request time (not baked into the build). */
export function FeatureFlagsProvider({ flags, children }: { flags: FeatureFlags; children: ReactNode }) {
  return <FeatureFlagsContext.Provider value={flags}>{children}</FeatureFlagsContext.Provider>;
}

export function useFeatureFlags(): FeatureFlags {
  return useContext(FeatureFlagsContext);
}
