import { headers } from "next/headers";
import { CONTENT_SECURITY_POLICY_NONCE_HEADER } from "@/lib/csp-nonce";
import { EARLY_CLICK_SCRIPT } from "../early-clicks";

/** Notes taps on the search's first controls made before the page hydrates (see early-clicks.ts). */
export async function EarlyClickCapture() {
  const nonce = (await headers()).get(CONTENT_SECURITY_POLICY_NONCE_HEADER) ?? undefined;
  return (
    <script
      nonce={nonce}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script of ours, allowed by the page's nonce.
      dangerouslySetInnerHTML={{ __html: EARLY_CLICK_SCRIPT }}
    />
  );
}
