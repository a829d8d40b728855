"use client";

import { useMutation } from "@tanstack/react-query";
import { formatDay } from "@/lib/date-format";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { ConfirmDialog } from "@/lib/ui/console-kit/confirm-dialog";
import type { Claim } from "./grid-claims";

/** A block on the chart, opened: lift it and the nights are bookable again. */
export function GridRemoveBlockDialog({
  block,
  siteName,
  onClose,
  onRemoved,
  onRefused,
}: {
  block: Claim | null;
  siteName: string | undefined;
  onClose: () => void;
  onRemoved: (message: string) => void;
  onRefused: (message: string) => void;
}) {
  const trpc = useTRPC();
  const remove = useMutation(trpc.admin.blocks.remove.mutationOptions());
  return (
    <ConfirmDialog
      opened={block !== null}
      onClose={onClose}
      title="Block"
      cancelLabel="Keep the block"
      confirmLabel="Remove this block"
      pending={remove.isPending}
      onConfirm={() => {
        if (!block) return;
        remove.mutate(
          { blockId: block.id },
          {
            onSuccess: () => onRemoved("Block removed: those nights are bookable again."),
            onError: (error) => onRefused(formErrorOf(error).message ?? "Not removed."),
          },
        );
      }}
    >
      {block && (
        <p style={{ margin: 0 }}>
          Site {siteName}, {formatDay(block.start)} – {formatDay(block.end)}
        </p>
      )}
    </ConfirmDialog>
  );
}
