/**
 * The sign-in dialog's forms check their fields with the same schemas the server runs, but fetch them when a form
 * is first typed into or sent, not with the dialog: `zod/mini` and its messages are ~24 KB gzipped, more than the
 * four forms together, and a visitor whose page opens the dialog from its address (a visitor's Account link) would
 * otherwise wait for them to be evaluated before the page answers a tap (issue 12 §6, decision 0038).
 */
export const loadAuthSchemas = () => import("../authentication.schemas");

export function preloadAuthSchemas(): void {
  void loadAuthSchemas().catch(() => {
    // Sending the form tries again and shows the failure.
  });
}
