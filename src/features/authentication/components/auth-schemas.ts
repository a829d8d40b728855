"use client";

import { useRef, useState } from "react";

/**
 * The sign-in dialog's forms check their fields with the same schemas the server runs, but fetch them when a form
 * is first typed into or sent, not with the dialog: `zod/mini` and its messages are ~24 KB gzipped, more than the
 * four forms together, and a visitor whose page opens the dialog from its address (a visitor's Account link) would
 * otherwise wait for them to be evaluated before the page answers a tap (issue 12 §6, decision 0039).
 */
export const loadAuthSchemas = () => import("../authentication.schemas");

type AuthSchemas = Awaited<ReturnType<typeof loadAuthSchemas>>;

export function preloadAuthSchemas(): void {
  void loadAuthSchemas().catch(() => {
    // Sending the form tries again and shows the failure.
  });
}

/**
 * A form's send, once its schemas are here: one at a time (a second press while they load does nothing), and
 * nothing once the form has gone meanwhile (the dialog closed, another view shown). `checking` is true while they
 * load, for the submit button's spinner; a failed fetch goes to `failed` (the form's "could not reach" message).
 */
export function useAuthSchemas(failed: (error: unknown) => void) {
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  const withSchemas = async (form: HTMLFormElement, send: (schemas: AuthSchemas) => void) => {
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const schemas = await loadAuthSchemas();
      if (form.isConnected) send(schemas);
    } catch (error) {
      if (form.isConnected) failed(error);
    } finally {
      busy.current = false;
      setChecking(false);
    }
  };
  return { checking, withSchemas };
}
