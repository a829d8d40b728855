"use client";

import { Alert, Button, NativeSelect, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { consoleFormStyles as forms } from "@/features/console/client";
import { strayMessage } from "@/lib/forms/field-messages";
import { addDays } from "@/lib/stay-dates";
import { useTRPC } from "@/lib/trpc/react";
import { RadioList } from "@/lib/ui/console-kit/checkbox-list";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import type { TClosureListed, TRulesOverview } from "../rules.schemas";
import { ClosureAffectedList } from "./closure-affected-list";
import styles from "./rules-screen.module.css";

type Kind = "closed" | "phone_only";
type Affected = TClosureListed["reservationsKept"];

const STANDARD_MESSAGE: Record<Kind, string> = {
  closed: "The park is closed on some of your nights.",
  phone_only: "Call the park to book this site.",
};

const KIND_CHOICES: { value: Kind; label: string }[] = [
  { value: "closed", label: "Closed: no new bookings" },
  { value: "phone_only", label: "Phone only: guests call the park" },
];

const FORM_FIELDS = ["kind", "campsiteTypeId", "dates", "reason", "visibleMessage"];

/**
 * Add or change a closure. A `closed` closure over booked stays comes back with them listed: staff read the list
 * (each links to its reservation) and save anyway, or change the closure. Any edit after the list asks again.
 */
export function ClosureForm({
  overview,
  closure,
  onClose,
  onSaved,
}: {
  overview: TRulesOverview;
  closure: TClosureListed | null;
  onClose: () => void;
  onSaved: (saved: { dates: { start: string; end: string } }, kept: Affected) => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.closures.upsert.mutationOptions());
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const today = overview.park.today;
  const [kind, setKind] = useState<Kind>(closure?.kind ?? "closed");
  const [campsiteTypeId, setCampsiteTypeId] = useState(closure?.campsiteTypeId ?? "");
  const [start, setStart] = useState(closure?.dates.start ?? today);
  const [end, setEnd] = useState(closure?.dates.end ?? addDays(today, 1));
  const [reason, setReason] = useState(closure?.reason ?? "");
  const [visibleMessage, setVisibleMessage] = useState(closure?.visibleMessage ?? "");
  const [asked, setAsked] = useState<Affected | null>(null);
  const edit =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setAsked(null);
    };
  const stray = message ?? strayMessage(errors, FORM_FIELDS);

  const save = (confirm: boolean) => {
    clear();
    upsert.mutate(
      {
        parkId: overview.park.id,
        id: closure?.id,
        campsiteTypeId: campsiteTypeId || null,
        kind,
        dates: { start, end },
        reason,
        visibleMessage,
        confirm,
      },
      {
        onSuccess: (result) => {
          if (!result.saved) {
            setAsked(result.affected);
            return;
          }
          onSaved(result, result.affected);
        },
        onError: failed,
      },
    );
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save(false);
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={forms.formStack}>
      <FormAlert message={stray} />
      <RadioList
        label="What guests can do on these nights"
        value={kind}
        onChange={(value) => edit(setKind)(value as Kind)}
        error={errors.kind}
        choices={KIND_CHOICES}
        size="md"
        checksClassName={styles.checks}
      />
      <NativeSelect
        label="Applies to"
        value={campsiteTypeId}
        onChange={(event) => edit(setCampsiteTypeId)(event.currentTarget.value)}
        data={[
          { value: "", label: "The whole park" },
          ...overview.types
            .filter((type) => type.active || type.id === closure?.campsiteTypeId)
            .map((type) => ({ value: type.id, label: type.name })),
        ]}
        error={errors.campsiteTypeId}
        classNames={{ input: forms.tap }}
      />
      <div className={styles.fieldGrid}>
        <TextInput
          type="date"
          label="First night"
          value={start}
          onChange={(event) => edit(setStart)(event.currentTarget.value)}
          error={errors["dates.start"]}
          classNames={{ input: forms.tap }}
        />
        <TextInput
          type="date"
          label="Until the morning of"
          description="Guests can arrive again that day."
          value={end}
          onChange={(event) => edit(setEnd)(event.currentTarget.value)}
          error={errors["dates.end"] ?? errors.dates}
          classNames={{ input: forms.tap }}
        />
      </div>
      <TextInput
        label="Reason (for the team)"
        description="Kept in the audit log; guests do not see it."
        value={reason}
        onChange={(event) => edit(setReason)(event.currentTarget.value)}
        error={errors.reason}
        classNames={{ input: forms.tap }}
      />
      <Textarea
        label="Message guests see (optional)"
        description={`Shown as the reason these nights cannot be booked online. Empty: “${STANDARD_MESSAGE[kind]}”`}
        autosize
        minRows={2}
        maxLength={300}
        value={visibleMessage}
        onChange={(event) => edit(setVisibleMessage)(event.currentTarget.value)}
        error={errors.visibleMessage}
      />
      {asked && (
        <Alert
          color="yellow"
          variant="light"
          role="alert"
          classNames={{ title: styles.warningTitle }}
          title={`${asked.length} booked ${asked.length === 1 ? "stay is" : "stays are"} on these nights`}
        >
          <ClosureAffectedList affected={asked} parkSlug={overview.park.slug} />
          <p style={{ marginBottom: 0 }}>
            They stay booked: the closure stops new bookings only. Move or cancel them from their reservation
            pages if the park cannot host them.
          </p>
        </Alert>
      )}
      <div className={forms.dialogActions}>
        <Button variant="default" onClick={onClose} className={forms.tap}>
          Cancel
        </Button>
        {asked ? (
          <Button loading={upsert.isPending} className={forms.tap} onClick={() => save(true)}>
            Save the closure anyway
          </Button>
        ) : (
          <Button type="submit" loading={upsert.isPending} className={forms.tap}>
            Save closure
          </Button>
        )}
      </div>
    </form>
  );
}
