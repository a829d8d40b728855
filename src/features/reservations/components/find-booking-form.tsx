"use client";

import { Button, TextInput } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { type FormEvent, useState } from "react";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import styles from "./find-booking.module.css";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** "Find my booking": the confirmation code and e-mail lead to the booking's confirmation page (decision 0036). */
export function FindBookingForm() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const router = useRouter();
  const problems = useFormProblems();
  const [code, setCode] = useState("");
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors: FieldErrors = {};
    if (code.trim().length < 4) errors.orderConfirmation = "Enter the confirmation code from your e-mail";
    if (!EMAIL.test(email.trim())) errors.email = "Enter the e-mail address you booked with";
    if (Object.keys(errors).length > 0) return problems.invalid(errors);
    problems.clear();
    setPending(true);
    try {
      const { invoiceUuid } = await queryClient.fetchQuery({
        ...trpc.booking.orders.lookup.queryOptions({ orderConfirmation: code.trim(), email: email.trim() }),
        staleTime: 0,
        retry: false,
      });
      router.push(`/checkout/confirmation/${invoiceUuid}`);
    } catch (error) {
      problems.failed(error);
      setPending(false);
    }
  };

  const invalid = (name: string) => (problems.errors[name] ? true : undefined);
  return (
    <form ref={problems.containerRef} onSubmit={onSubmit} noValidate className={styles.form}>
      <FormAlert message={problems.message} title="No booking found" />
      <TextInput
        name="orderConfirmation"
        label="Confirmation code"
        description="In your confirmation e-mail, like LNT-7K3Q9P"
        autoComplete="off"
        autoCapitalize="characters"
        required
        size="md"
        value={code}
        onChange={(event) => setCode(event.currentTarget.value)}
        error={problems.errors.orderConfirmation}
        aria-invalid={invalid("orderConfirmation")}
      />
      <TextInput
        name="email"
        type="email"
        label="E-mail address"
        description="The one you booked with"
        autoComplete="email"
        required
        size="md"
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={problems.errors.email}
        aria-invalid={invalid("email")}
      />
      <Button type="submit" size="md" loading={pending} className={styles.submit}>
        Find my booking
      </Button>
    </form>
  );
}
