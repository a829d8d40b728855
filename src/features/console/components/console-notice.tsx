"use client";

import { Alert } from "@mantine/core";

/** What a console action did ("done") or why the server refused it ("refused"). */
export type Notice = { tone: "done" | "refused"; text: string };

/** The screen's last outcome, announced when it appears (a refusal as an alert), dismissible. */
export function ConsoleNotice({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  return (
    <div aria-live="polite">
      {notice && (
        <Alert
          color={notice.tone === "done" ? "forest" : "red"}
          variant="light"
          role={notice.tone === "refused" ? "alert" : undefined}
          mb="md"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={onDismiss}
        >
          {notice.text}
        </Alert>
      )}
    </div>
  );
}
