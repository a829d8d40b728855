"use client";

import { Button, Modal, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import Link from "next/link";
import { formatStay } from "@/lib/date-format";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { ZBlockInput } from "../staff.schemas";
import type { Park, Site } from "./grid-claims";

export type Selection = { site: Site; start: string; end: string };

const nightsWords = (selection: Selection) => `${formatStay(selection.start, selection.end)}`;

/** The nights selected: book a walk-in on them, or block them with a reason. */
function SelectionForm({
  park,
  selection,
  onBlocked,
}: {
  park: Park;
  selection: Selection;
  onBlocked: (message: string) => void;
}) {
  const trpc = useTRPC();
  const create = useMutation(trpc.admin.blocks.create.mutationOptions());
  const input = (reason: string) => ({
    parkId: park.id,
    campsiteId: selection.site.id,
    dates: { start: selection.start, end: selection.end },
    reason,
  });
  const { form, containerRef, message, onSubmit, failed } = useSchemaForm({
    initialValues: { reason: "" },
    fields: ["reason"],
    schema: ZBlockInput,
    toInput: (values) => input(values.reason),
  });
  return (
    <Stack gap="md">
      <Button
        component={Link}
        href={`/admin/new?park=${park.slug}&site=${selection.site.id}&start=${selection.start}&end=${selection.end}`}
      >
        Book a walk-in on these nights
      </Button>
      <form
        ref={containerRef}
        noValidate
        onSubmit={onSubmit((values) =>
          create.mutate(input(values.reason), {
            onSuccess: () => onBlocked(`Site ${selection.site.name} blocked ${nightsWords(selection)}.`),
            onError: failed,
          }),
        )}
      >
        <Stack gap="md">
          <FormAlert message={message} />
          <Textarea label="Or block them: why?" autosize minRows={2} {...form.getInputProps("reason")} />
          <Button type="submit" variant="outline" loading={create.isPending}>
            Block these nights
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** Free nights dragged over on one site. */
export function GridSelectionDialog({
  park,
  selection,
  onClose,
  onBlocked,
}: {
  park: Park;
  selection: Selection | null;
  onClose: () => void;
  onBlocked: (message: string) => void;
}) {
  return (
    <Modal
      opened={selection !== null}
      onClose={onClose}
      title={selection ? `Site ${selection.site.name}, ${nightsWords(selection)}` : ""}
      centered
    >
      {selection && <SelectionForm park={park} selection={selection} onBlocked={onBlocked} />}
    </Modal>
  );
}
