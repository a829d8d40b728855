import Script from "next/script";

/**
 * Google Tag Manager, only when a container id is configured (spec §7); without one nothing is loaded and no
 * event leaves the browser.
 */
export function Analytics({
  gtmId,
  siteAnalytics,
  nonce,
}: {
  gtmId: string | undefined;
  /** The page's Content-Security-Policy nonce (src/proxy.ts). */
  nonce?: string;
  /** The optional site-analytics script (spec §7), only when configured. */
  siteAnalytics?: { src: string; domain: string | undefined };
}) {
  const siteScript = siteAnalytics && (
    <Script
      id="site-analytics"
      strategy="afterInteractive"
      nonce={nonce}
      src={siteAnalytics.src}
      data-domain={siteAnalytics.domain}
    />
  );
  if (!gtmId) return siteScript ?? null;
  const bootstrap = `window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});`;
  return (
    <>
      <Script id="gtm-bootstrap" strategy="beforeInteractive" nonce={nonce}>
        {bootstrap}
      </Script>
      <Script
        id="gtm"
        strategy="afterInteractive"
        nonce={nonce}
        src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`}
      />
    </>
  );
}
