"use client";

import { Button, Checkbox, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { consoleFormStyles as forms, consoleStyles as styles } from "@/features/console/client";
import { MessageFields, messageProblems } from "@/features/messages/components/message-fields";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import type { Reservation, ReservationFormProps } from "./reservation-types";
import own from "./reservations.module.css";

type Props = ReservationFormProps & { at: (date: Date) => string };

const MESSAGE_KINDS: Record<Reservation["messages"][number]["kind"], string> = {
  staff: "Message",
  confirmation: "Confirmation note",
  pre_arrival: "Pre-arrival e-mail",
  post_stay: "Thank-you e-mail",
};

/** The stay's staff notes, oldest first (pinned ones show on the grid and Today), and a new one. */
export function StaffNotes({ reservation, onDone, at }: Props) {
  const trpc = useTRPC();
  const add = useMutation(trpc.admin.reservations.addNote.mutationOptions());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm({
    initialValues: { text: "", pinned: false },
    fields: ["text", "pinned"],
    rules: (values): FieldErrors => (values.text.trim() ? {} : { text: "Write the note." }),
  });
  const send = () => {
    clear();
    add.mutate(
      { reservationId: reservation.reservationId, text: form.values.text.trim(), pinned: form.values.pinned },
      {
        onSuccess: (note) => {
          form.reset();
          onDone(note.pinned ? "Note added and pinned to the grid and Today." : "Note added.");
        },
        onError: failed,
      },
    );
  };
  const check = { classNames: { body: forms.checkBody, label: forms.checkLabel } };
  return (
    <>
      {reservation.staffNotes.length === 0 ? (
        <p className={styles.muted}>No notes yet. Guests never see them.</p>
      ) : (
        <ol className={own.history} aria-label="Staff notes, oldest first">
          {reservation.staffNotes.map((note) => (
            <li key={note.id} className={own.noteItem}>
              <span className={styles.pre}>{note.text}</span>
              <div className={styles.muted}>
                {note.author ?? "A former team member"}, {at(note.at)}
                {note.pinned ? " · pinned" : ""}
              </div>
            </li>
          ))}
        </ol>
      )}
      <form ref={containerRef} onSubmit={onSubmit(send)} noValidate aria-label="Add a note">
        <Stack gap="sm">
          <FormAlert message={message} />
          <Textarea
            classNames={{ input: own.tap }}
            label="New note"
            required
            maxLength={1000}
            autosize
            minRows={2}
            {...form.getInputProps("text")}
          />
          <Checkbox
            {...check}
            label="Pin to the grid and Today"
            {...form.getInputProps("pinned", { type: "checkbox" })}
          />
          <div>
            <Button className={own.tap} type="submit" size="md" variant="default" loading={add.isPending}>
              Add the note
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
}

/** The e-mails the stay was sent beyond the booking's own, and a new message to the guest (through the outbox). */
export function GuestMessages({ reservation, onDone, at }: Props) {
  const trpc = useTRPC();
  const send = useMutation(trpc.admin.messages.send.mutationOptions());
  const [key, setKey] = useState(() => crypto.randomUUID());
  const { form, containerRef, message, onSubmit, failed, clear } = useSchemaForm({
    initialValues: { subject: "", body: "" },
    fields: ["subject", "body"],
    rules: messageProblems,
  });
  const submit = () => {
    clear();
    send.mutate(
      {
        to: { reservationIds: [reservation.reservationId] },
        subject: form.values.subject.trim(),
        body: form.values.body.trim(),
        idempotencyKey: key,
      },
      {
        onSuccess: () => {
          form.reset();
          setKey(crypto.randomUUID());
          onDone(`Message e-mailed to ${reservation.guest.email}.`);
        },
        onError: failed,
      },
    );
  };
  return (
    <>
      {reservation.messages.length === 0 ? (
        <p className={styles.muted}>No message sent yet.</p>
      ) : (
        <ol className={own.history} aria-label="Messages sent, oldest first">
          {reservation.messages.map((sent) => (
            <li key={sent.id} className={own.noteItem}>
              <strong>{sent.subject}</strong>
              <div className={styles.muted}>
                {MESSAGE_KINDS[sent.kind]}
                {sent.kind === "staff" ? ` by ${sent.author ?? "a former team member"}` : ""}, {at(sent.at)}
              </div>
            </li>
          ))}
        </ol>
      )}
      {reservation.status === "confirmed" && (
        <form ref={containerRef} onSubmit={onSubmit(submit)} noValidate aria-label="Send a message">
          <Stack gap="sm">
            <FormAlert message={message} />
            <MessageFields form={form} inputClassName={own.tap} minRows={3} />
            <div>
              <Button className={own.tap} type="submit" size="md" variant="default" loading={send.isPending}>
                E-mail {reservation.guest.firstName}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </>
  );
}
