import type { Metadata } from "next";
import { NotFoundPanel } from "@/features/shell/components/not-found-panel";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/**
 * A guest page that found nothing to show (an unknown waiver, confirmation, pay link or alert link): inside the
 * `(site)` layout's shell already, so only the panel (the root not-found brings its own shell for unknown addresses).
 */
export default function SiteNotFound() {
  return (
    <NotFoundPanel eyebrow="404 · Page not found" title="We could not find that page">
      <p>
        The trail ends here: the address may be misspelled, or the page has moved. Try a search or one of our
        parks.
      </p>
    </NotFoundPanel>
  );
}
