import type { MetadataRoute } from "next";
import { getEnv } from "@/server/env";

// APP_URL is read at request time, so one build serves any host.
export const dynamic = "force-dynamic";

/** Crawl everything public; keep crawlers out of carts, checkout (any path containing it, spec §2), accounts, the staff console and the API. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: ["/cart", "/checkout", "/*checkout", "/profile", "/admin", "/api"],
    },
    sitemap: new URL("/sitemap.xml", getEnv().APP_URL).toString(),
  };
}
