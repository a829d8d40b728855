import type { Metadata, Viewport } from "next";
import type { ReactNode } from "react";
import { FeatureFlagsProvider } from "@/features/shell/feature-flags";
import { ApiProvider } from "@/lib/trpc/react";
import { getEnv } from "@/server/env";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: "Lantern — Catskills campground booking", template: "%s · Lantern" },
  description: "Book cabins, RV sites and tent sites at our campgrounds around Roscoe, New York.",
};

export const viewport: Viewport = { width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const { MEMBERSHIP_ENABLED } = getEnv();
  return (
    <html lang="en">
      <body>
        <FeatureFlagsProvider flags={{ membershipEnabled: MEMBERSHIP_ENABLED }}>
          <ApiProvider>{children}</ApiProvider>
        </FeatureFlagsProvider>
      </body>
    </html>
  );
}
