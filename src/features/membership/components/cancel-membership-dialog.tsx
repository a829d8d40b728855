"use client";

import { Button, Group, Radio, Textarea } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { type FieldErrors, formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { AccountDialog } from "@/lib/ui/account-dialog";
import { FormAlert } from "@/lib/ui/form-alert";
import { useUiStore } from "@/lib/ui-store";
import { useFocusFirstInvalid } from "@/lib/use-focus-first-invalid";
import { formatMembershipDate, type MembershipSummary } from "../membership-status";
import styles from "./membership-forms.module.css";

/** Spec §9's cancellation reasons, as the member reads them. */
const REASONS = [
  { value: "TOO_INFREQUENT", label: "I don't camp often enough" },
  { value: "TOO_EXPENSIVE", label: "It costs too much" },
  { value: "NO_COMMITMENT", label: "I don't want to commit to another year" },
  { value: "NOT_ENOUGH_BENEFITS", label: "The benefits are not enough for me" },
  { value: "OTHER", label: "Another reason" },
] as const;
type Reason = (typeof REASONS)[number]["value"];

/**
 * Cancelling Rewards online (New York's auto-renewal law): a reason is asked, free text for "another reason".
 * An active membership runs to the end of its paid year; the dialog says until when. Opened by the `membership`
 * modal flag, so a route change closes it (spec §2).
 */
export function CancelMembershipDialog({ membership }: { membership: MembershipSummary }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const opened = useUiStore((state) => state.modals.membership);
  const setModal = useUiStore((state) => state.setModal);
  const cancel = useMutation(trpc.booking.membership.cancel.mutationOptions());
  const [reason, setReason] = useState<Reason | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string | null>(null);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid();
  const reasonErrorId = useId();
  const endsAtPeriodEnd = membership.status === "active";
  const endDate = formatMembershipDate(membership.currentPeriodEnd);

  const close = () => {
    setModal("membership", false);
    setReason(null);
    setErrors({});
    setMessage(null);
    cancel.reset();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const comment = String(new FormData(event.currentTarget).get("comment") ?? "").trim();
    const problems: FieldErrors = {};
    if (!reason) problems.reason = "Choose the reason that fits best";
    else if (reason === "OTHER" && !comment) problems.comment = "Tell us a little about why";
    setMessage(null);
    setErrors(problems);
    if (!reason || Object.keys(problems).length > 0) {
      focusFirstInvalid();
      return;
    }
    cancel.mutate(
      { reason, ...(comment ? { comment } : {}) },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(trpc.booking.membership.getMembership.queryKey(), updated);
          void queryClient.invalidateQueries(trpc.booking.authentication.getSession.queryFilter());
          void queryClient.invalidateQueries(trpc.booking.cart.pathFilter());
          notifications.show({
            title: "Membership cancelled",
            message: endsAtPeriodEnd
              ? `Your discount applies until ${endDate}; you will not be charged again.`
              : "You will not be charged again.",
          });
          close();
        },
        onError: (error) => {
          const problem = formErrorOf(error);
          setErrors(problem.fields);
          setMessage(problem.message);
          focusFirstInvalid();
        },
      },
    );
  };

  return (
    <AccountDialog opened={opened} onClose={close} title="Cancel your Rewards membership">
      <form method="post" ref={containerRef} onSubmit={onSubmit} noValidate className={styles.form}>
        <p className={styles.lead}>
          {endsAtPeriodEnd
            ? `Your membership stays active until ${endDate}, then ends. It will not renew and you will not be charged again.`
            : "Your membership ends now and you will not be charged again."}
        </p>
        <FormAlert message={message} />
        <fieldset className={styles.fieldset} aria-describedby={errors.reason ? reasonErrorId : undefined}>
          <legend className={styles.legend}>Why are you cancelling?</legend>
          <div className={styles.radios}>
            {REASONS.map((option) => (
              <Radio
                key={option.value}
                name="reason"
                value={option.value}
                label={option.label}
                checked={reason === option.value}
                onChange={() => setReason(option.value)}
                aria-invalid={errors.reason ? true : undefined}
                aria-describedby={errors.reason ? reasonErrorId : undefined}
              />
            ))}
          </div>
          {errors.reason && (
            <p id={reasonErrorId} className={styles.error}>
              {errors.reason}
            </p>
          )}
        </fieldset>
        <Textarea
          name="comment"
          label={reason === "OTHER" ? "Tell us more" : "Anything else we should know? (optional)"}
          required={reason === "OTHER"}
          autosize
          minRows={2}
          maxLength={1000}
          error={errors.comment}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            Keep my membership
          </Button>
          <Button type="submit" color="#b42318" loading={cancel.isPending}>
            Cancel membership
          </Button>
        </Group>
      </form>
    </AccountDialog>
  );
}
