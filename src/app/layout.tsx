import "@mantine/core/styles.css";
import "@mantine/notifications/styles.css";
import "@mantine/dates/styles.css";
import "./globals.css";
import { ColorSchemeScript, MantineProvider, mantineHtmlProps } from "@mantine/core";
import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { Analytics } from "@/features/shell/components/analytics";
import { HydrationMark } from "@/features/shell/components/hydration-mark";
import { LazyNotifications } from "@/features/shell/components/lazy-notifications";
import { Monitoring } from "@/features/shell/components/monitoring";
import { NavigationProgress } from "@/features/shell/components/navigation-progress";
import { RouteChangeEffects } from "@/features/shell/components/route-change-effects";
import { NOTIFICATION_AUTO_CLOSE_MS, NOTIFICATION_LIMIT } from "@/features/shell/shell-constants";
import { CONTENT_SECURITY_POLICY_NONCE_HEADER } from "@/lib/csp-nonce";
import { FeatureFlagsProvider } from "@/lib/feature-flags";
import { theme } from "@/lib/theme";
import { ApiProvider } from "@/lib/trpc/react";
import { getEnv } from "@/server/env";

// Every page reads the request (its script nonce) and the database: nothing is rendered at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(getEnv().APP_URL),
    title: { default: "Lantern Parks — camping in the Catskills", template: "%s · Lantern Parks" },
    description: "Book cabins, RV sites and tent sites at our campgrounds around Roscoe, New York.",
    openGraph: { siteName: "Lantern Parks", type: "website", locale: "en_US" },
  };
}

export const viewport: Viewport = { width: "device-width", initialScale: 1, themeColor: "#2f5d46" };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const env = getEnv();
  // The page's script nonce (src/proxy.ts): Next puts it on its own scripts; ours carry it too.
  const nonce = (await headers()).get(CONTENT_SECURITY_POLICY_NONCE_HEADER) ?? undefined;
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" nonce={nonce} />
      </head>
      <body>
        <MantineProvider theme={theme} defaultColorScheme="light">
          <FeatureFlagsProvider flags={{ membershipEnabled: env.MEMBERSHIP_ENABLED }}>
            <ApiProvider>
              <LazyNotifications
                position="top-center"
                limit={NOTIFICATION_LIMIT}
                autoClose={NOTIFICATION_AUTO_CLOSE_MS}
              />
              <NavigationProgress />
              <RouteChangeEffects />
              <HydrationMark />
              {children}
            </ApiProvider>
          </FeatureFlagsProvider>
        </MantineProvider>
        <Analytics
          nonce={nonce}
          gtmId={env.NEXT_PUBLIC_GTM_ID}
          siteAnalytics={
            env.SITE_ANALYTICS_SCRIPT_URL
              ? { src: env.SITE_ANALYTICS_SCRIPT_URL, domain: env.SITE_ANALYTICS_DOMAIN }
              : undefined
          }
        />
        <Monitoring dsn={env.SENTRY_DSN} />
      </body>
    </html>
  );
}
