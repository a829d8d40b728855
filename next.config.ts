import type { NextConfig } from "next";
import { SECURITY_HEADERS } from "./src/server/http/security-headers";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // `npm start` compresses pages itself, after holding their scripts back until the hero has painted
  // (src/server/http/deferred-scripts.ts): Next's compression would hand it gzip to rewrite.
  compress: false,
  // `npm run check` type-checks the whole repository; doing it again inside `next build` only costs minutes.
  typescript: { ignoreBuildErrors: true },
  reactStrictMode: true,
  // A clean CI clone never reads Turbopack's build cache back; writing it cost ~30 s of a ~75 s build (decision 0048).
  experimental: { turbopackFileSystemCacheForBuild: process.env.CI !== "true" },
  // PGlite loads its WebAssembly and data files next to its module; node-postgres and pino use Node APIs.
  // zipcodes is 5 MB of ZIP data read once at run time; bundling it only slows the build. prom-client: one copy
  // in the process, the one `npm start` serves /api/metrics from (decision 0064).
  serverExternalPackages: ["@electric-sql/pglite", "pg", "pino", "prom-client", "zipcodes"],
  images: {
    // Spec §9: device widths 640 to 3840, quality 75.
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
  },
  async headers() {
    return [{ source: "/:path*", headers: [...SECURITY_HEADERS] }];
  },
};

export default nextConfig;
