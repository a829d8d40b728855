import type { Metadata } from "next";
import { GuestShell } from "@/features/shell/components/guest-shell";
import { NotFoundPanel } from "@/features/shell/components/not-found-panel";

export const metadata: Metadata = { title: "Page not found", robots: { index: false } };

/** An address no route answers (or a console page a guest asked for): inside the guest shell, which hides on `/admin`. */
export default function NotFound() {
  return (
    <GuestShell>
      <NotFoundPanel eyebrow="404 · Page not found" title="We could not find that page">
        <p>
          The trail ends here: the address may be misspelled, or the page has moved. Try a search or one of
          our parks.
        </p>
      </NotFoundPanel>
    </GuestShell>
  );
}
