"use client";

import { Alert, Button, TextInput } from "@mantine/core";
import { IconBell } from "@tabler/icons-react";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTRPC } from "@/lib/trpc/react";
import { useFormProblems } from "@/lib/use-form-problems";
import styles from "./alert-form.module.css";

type AlertFormProps = {
  parkId: string;
  campsiteTypeId?: string;
  typeName: string;
  dates: { start: string; end: string };
  guests: { adults: number; children: number; pets: number };
  equipment?: { type: string; rvLength?: number; slideOut?: 0 | 1 | 2 };
};

/**
 * "Tell me if it opens up" (issue 17): a type with nothing free for the stay can be watched. A visitor confirms
 * the address from an e-mail first; a signed-in guest's own address starts watching at once.
 */
export function AlertForm(props: AlertFormProps) {
  const trpc = useTRPC();
  const id = useId();
  const [open, setOpen] = useState(false);
  const problems = useFormProblems<HTMLFormElement>();
  const create = useMutation(trpc.booking.alerts.create.mutationOptions());
  // Focus follows the guest: into the field the button opened, then onto the answer that replaced the form.
  const emailRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (open) emailRef.current?.focus();
  }, [open]);
  useEffect(() => {
    if (create.data) doneRef.current?.focus();
  }, [create.data]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get("email") ?? "");
    problems.clear();
    create.mutate(
      {
        parkId: props.parkId,
        ...(props.campsiteTypeId ? { campsiteTypeId: props.campsiteTypeId } : {}),
        dates: props.dates,
        guests: props.guests,
        ...(props.equipment ? { equipment: props.equipment as never } : {}),
        email,
      },
      { onError: problems.failed },
    );
  };

  if (create.data) {
    return (
      <p role="status" className={styles.done} ref={doneRef} tabIndex={-1}>
        <IconBell aria-hidden size={18} />
        {create.data.status === "active"
          ? "We are watching. If a site opens up, we e-mail you an offer that holds it for 15 minutes."
          : "Almost there: open the e-mail we just sent and confirm your address to start watching."}
      </p>
    );
  }
  if (!open) {
    return (
      <Button
        variant="outline"
        className={styles.open}
        leftSection={<IconBell aria-hidden size={18} />}
        onClick={() => setOpen(true)}
        aria-expanded={false}
      >
        Tell me if it opens up
        <span className="visually-hidden"> ({props.typeName})</span>
      </Button>
    );
  }
  return (
    <form
      ref={problems.containerRef}
      className={styles.form}
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
    >
      <p id={`${id}-title`} className={styles.title}>
        Get an e-mail if a {props.typeName} opens up for these dates
      </p>
      {problems.message && (
        <Alert color="red" role="alert">
          {problems.message}
        </Alert>
      )}
      <TextInput
        ref={emailRef}
        name="email"
        type="email"
        label="Your e-mail"
        autoComplete="email"
        required
        error={problems.errors.email}
        size="md"
      />
      <Button type="submit" loading={create.isPending} size="md">
        Watch for a site
      </Button>
      <p className={styles.note}>
        Guests are offered a freed site in the order they asked; an offer holds it for you alone for 15
        minutes.
      </p>
    </form>
  );
}
