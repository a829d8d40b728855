import Script from "next/script";

/**
 * Google Tag Manager, only when a container id is configured (spec §7); without one nothing is loaded and no
 * event leaves the browser.
 */
export function Analytics({
  gtmId,
  siteAnalytics,
}: {
  gtmId: string | undefined;
  /** The optional site-analytics script (spec §7), only when configured. */
  siteAnalytics?: { src: string; domain: string | undefined };
}) {
  const siteScript = siteAnalytics && (
    <Script
      id="site-analytics"
      strategy="afterInteractive"
      src={siteAnalytics.src}
      data-domain={siteAnalytics.domain}
    />
  );
  if (!gtmId) return siteScript ?? null;
  const bootstrap = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`;
  return (
    <>
      <Script id="gtm-bootstrap" strategy="beforeInteractive">
        {bootstrap}
      </Script>
      <Script
        id="gtm"
        strategy="afterInteractive"
        src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`}
      />
    </>
  );
}
