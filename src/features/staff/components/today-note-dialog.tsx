"use client";

import { Button, Checkbox, Modal, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { consoleFormStyles as forms } from "@/features/console/client";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { ZAddNoteInput } from "../staff.schemas";
import type { TodayRow } from "./today-row";
import own from "./today-screen.module.css";

type NoteValues = { text: string; pinned: boolean };

const NOTE_LIMIT = 1000;

/**
 * A staff note on a stay (`admin.reservations.addNote`), pinned by default so it shows on Today and the grid. The
 * dialog stays open while there is a row; its form is made afresh for each row (keyed by the caller).
 */
export function TodayNoteDialog({
  row,
  opened,
  onClose,
  onExited,
  onDone,
}: {
  row: TodayRow | null;
  opened: boolean;
  onClose: () => void;
  onExited: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      title={row ? `Add a note for ${row.guestName}` : "Add a note"}
      centered
    >
      {row && <NoteForm key={row.reservationId} row={row} onCancel={onClose} onDone={onDone} />}
    </Modal>
  );
}

function NoteForm({
  row,
  onCancel,
  onDone,
}: {
  row: TodayRow;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const trpc = useTRPC();
  const addNote = useMutation(trpc.admin.reservations.addNote.mutationOptions());
  const toInput = (values: NoteValues) => ({
    reservationId: row.reservationId,
    text: values.text,
    pinned: values.pinned,
  });
  const { form, containerRef, message, onSubmit, failed } = useSchemaForm<NoteValues>({
    initialValues: { text: "", pinned: true },
    fields: ["text", "pinned"],
    schema: ZAddNoteInput,
    toInput,
  });
  const left = NOTE_LIMIT - form.values.text.trim().length;
  const send = (values: NoteValues) =>
    addNote.mutate(toInput(values), {
      onSuccess: (note) =>
        onDone(
          note.pinned
            ? `Note pinned to ${row.guestName}'s stay.`
            : `Note added to ${row.guestName}'s stay (not pinned: it shows on the reservation only).`,
        ),
      onError: failed,
    });
  const check = { classNames: { body: forms.checkBody, label: forms.checkLabel } };
  return (
    <form ref={containerRef} onSubmit={onSubmit(send)} noValidate>
      <Stack gap="sm">
        <FormAlert message={message} />
        <Textarea
          classNames={{ input: forms.tap }}
          label="Note"
          description={
            left >= 0 ? `Up to 1,000 characters (${left} left).` : `${-left} characters over 1,000.`
          }
          required
          autosize
          minRows={3}
          maxRows={10}
          data-autofocus
          {...form.getInputProps("text")}
        />
        <Checkbox
          {...check}
          label="Pin to the grid and Today"
          {...form.getInputProps("pinned", { type: "checkbox" })}
        />
        <div className={forms.dialogActions}>
          <Button className={own.tap} variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button className={own.tap} type="submit" loading={addNote.isPending}>
            Save note
          </Button>
        </div>
      </Stack>
    </form>
  );
}
