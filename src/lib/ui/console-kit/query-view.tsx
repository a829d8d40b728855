"use client";

import { Alert } from "@mantine/core";
import type { ReactNode } from "react";
import { formErrorOf } from "@/lib/trpc/form-errors";

/**
 * What a console list shows while its query runs: the refusal as an alert, a muted "Loading…" line, the empty
 * words when there is nothing (a string is set muted, an element as it is), else the screen's own rendering.
 */
export function QueryView<Data>({
  query,
  loading,
  empty,
  isEmpty = (data) => Array.isArray(data) && data.length === 0,
  mutedClassName,
  children,
}: {
  query: { isError: boolean; error: unknown; data: Data | undefined };
  loading: string;
  empty?: ReactNode;
  isEmpty?: (data: Data) => boolean;
  mutedClassName?: string;
  children: (data: Data) => ReactNode;
}) {
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {formErrorOf(query.error).message}
      </Alert>
    );
  if (query.data === undefined) return <p className={mutedClassName}>{loading}</p>;
  if (empty !== undefined && isEmpty(query.data))
    return typeof empty === "string" ? <p className={mutedClassName}>{empty}</p> : empty;
  return children(query.data);
}
