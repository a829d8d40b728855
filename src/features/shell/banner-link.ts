/** Spec §2: the banner's link carries utm_source, utm_medium and utm_campaign, each set to "banner". */
export function withBannerUtm(link: string, base = "https://lantern.invalid"): string {
  const url = new URL(link, base);
  for (const key of ["utm_source", "utm_medium", "utm_campaign"]) url.searchParams.set(key, "banner");
  return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : url.toString();
}
