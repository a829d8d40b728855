"use client";

import { Textarea, TextInput } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { PLACEHOLDERS } from "../message-placeholders";

type MessageText = { subject: string; body: string };

/** What a message's body may name, filled in for each guest. */
const PLACEHOLDER_WORDS = `Plain text. You can write ${PLACEHOLDERS.map((name) => `{${name}}`).join(", ")}.`;

/** A message needs both: each field says so (the server says it too). */
export function messageProblems(values: MessageText): FieldErrors {
  return {
    ...(values.subject.trim() ? {} : { subject: "Write a subject." }),
    ...(values.body.trim() ? {} : { body: "Write the message." }),
  };
}

/**
 * A message's subject and body, as every message form of the console has them (one guest, a day's arrivals, a
 * template): the lengths the server takes and the placeholders it fills in.
 */
export function MessageFields<Values extends MessageText>({
  form,
  inputClassName,
  minRows,
}: {
  form: UseFormReturnType<Values>;
  inputClassName?: string;
  minRows: number;
}) {
  return (
    <>
      <TextInput
        classNames={{ input: inputClassName }}
        label="Subject"
        required
        maxLength={150}
        {...form.getInputProps("subject")}
      />
      <Textarea
        classNames={{ input: inputClassName }}
        label="Message"
        description={PLACEHOLDER_WORDS}
        required
        maxLength={5000}
        autosize
        minRows={minRows}
        {...form.getInputProps("body")}
      />
    </>
  );
}
