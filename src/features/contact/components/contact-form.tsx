"use client";

import { Alert, Button, NativeSelect, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation } from "@tanstack/react-query";
import { TRPCClientError } from "@trpc/client";
import { type FormEvent, useRef, useState } from "react";
import { useTRPC } from "@/lib/trpc/react";
import { EmailField } from "@/lib/ui/credential-fields";
import styles from "./contact-form.module.css";

type ParkOption = { id: string; name: string };
type FieldErrors = Partial<Record<"name" | "email" | "phone" | "parkId" | "subject" | "message", string>>;

function fieldErrorsOf(error: unknown): FieldErrors {
  if (!(error instanceof TRPCClientError)) return {};
  const fields = (error.data as { fieldErrors?: Record<string, string[]> } | undefined)?.fieldErrors ?? {};
  return Object.fromEntries(Object.entries(fields).map(([field, messages]) => [field, messages[0]]));
}

/** The contact form: server-validated, with each problem shown at its field and focus moved to the first. */
export function ContactForm({ parks }: { parks: ParkOption[] }) {
  const trpc = useTRPC();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = useMutation(trpc.booking.contact.submitMessage.mutationOptions());

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "");
    setErrors({});
    send.mutate(
      {
        name: text("name"),
        email: text("email"),
        phone: text("phone") || undefined,
        parkId: text("parkId") || undefined,
        subject: text("subject"),
        message: text("message"),
      },
      {
        onSuccess: () =>
          notifications.show({ title: "Message sent", message: "We will reply by e-mail soon." }),
        onError: (error) => {
          const fields = fieldErrorsOf(error);
          setErrors(fields);
          const first = Object.keys(fields)[0];
          if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
        },
      },
    );
  };

  if (send.isSuccess) {
    return (
      <div role="status" className={styles.done}>
        <h2>Thank you — your message is on its way</h2>
        <p>
          The park team reads every message and usually answers within a day. Check your inbox for our reply.
        </p>
      </div>
    );
  }

  const generalError = send.isError && Object.keys(errors).length === 0 ? send.error.message : null;
  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      noValidate
      className={styles.form}
      aria-labelledby="contact-form-heading"
    >
      <h2 id="contact-form-heading">Send us a message</h2>
      {generalError && (
        <Alert color="red" title="Your message was not sent" role="alert">
          {generalError}
        </Alert>
      )}
      <div className={styles.row}>
        <TextInput name="name" label="Your name" autoComplete="name" required error={errors.name} />
        <EmailField error={errors.email} />
      </div>
      <div className={styles.row}>
        <TextInput name="phone" type="tel" label="Phone (optional)" autoComplete="tel" error={errors.phone} />
        <NativeSelect
          name="parkId"
          label="Which park?"
          error={errors.parkId}
          data={[
            { value: "", label: "Any park / general question" },
            ...parks.map((park) => ({ value: park.id, label: park.name })),
          ]}
        />
      </div>
      <TextInput name="subject" label="Subject" required error={errors.subject} />
      <Textarea name="message" label="Message" required minRows={6} autosize error={errors.message} />
      <Button type="submit" loading={send.isPending} size="md" className={styles.submit}>
        Send message
      </Button>
    </form>
  );
}
