"use client";

import { Button, NumberInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  ConsoleNotice,
  consoleFormStyles as form,
  type Notice,
  ParkPicker,
  consoleStyles as styles,
} from "@/features/console/client";
import { centsToDollarAmount, dollarAmountToCents } from "@/lib/money";
import { type PaymentPolicy, paymentPolicySummary } from "@/lib/payments/payment-schedule";
import { type FieldErrors, formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { RadioList } from "@/lib/ui/console-kit/checkbox-list";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import type { PaymentPolicyOutput } from "../payment-policy.schemas";

type Park = { id: string; slug: string; name: string };
type DepositKind = "percent" | "nights" | "amount";
type Draft = {
  kind: "FULL" | "DEPOSIT";
  depositKind: DepositKind;
  value: number | "";
  balanceDueDays: number | "";
};

const KIND_CHOICES = [
  { value: "FULL", label: "Pay in full" },
  { value: "DEPOSIT", label: "A deposit, the balance before arrival" },
] as const;

const DEPOSIT_CHOICES = [
  { value: "percent", label: "A percent of each stay" },
  { value: "nights", label: "The first nights of each stay" },
  { value: "amount", label: "A fixed amount a stay" },
] as const;

function draftOf(saved: PaymentPolicyOutput): Draft {
  const deposit = saved.deposit;
  if (!deposit)
    return { kind: "FULL", depositKind: "percent", value: 25, balanceDueDays: saved.balanceDueDays };
  if ("percent" in deposit) {
    return {
      kind: "DEPOSIT",
      depositKind: "percent",
      value: deposit.percent,
      balanceDueDays: saved.balanceDueDays,
    };
  }
  if ("nights" in deposit) {
    return {
      kind: "DEPOSIT",
      depositKind: "nights",
      value: deposit.nights,
      balanceDueDays: saved.balanceDueDays,
    };
  }
  return {
    kind: "DEPOSIT",
    depositKind: "amount",
    value: centsToDollarAmount(deposit.amount),
    balanceDueDays: saved.balanceDueDays,
  };
}

/** The draft as the server takes it; blanks go as 0 so the server's field messages say what is missing. */
function policyOf(draft: Draft): PaymentPolicy {
  const days = draft.balanceDueDays === "" ? 0 : draft.balanceDueDays;
  if (draft.kind === "FULL") return { kind: "FULL", balanceDueDays: days };
  const value = draft.value === "" ? 0 : draft.value;
  const deposit =
    draft.depositKind === "percent"
      ? { percent: value }
      : draft.depositKind === "nights"
        ? { nights: value }
        : { amount: dollarAmountToCents(value) };
  return { kind: "DEPOSIT", deposit, balanceDueDays: days };
}

/** `/admin/payment`: a park's payment policy, with the words guests will read before they pay (decision 0050). */
export function PaymentPolicyScreen({ parks, park }: { parks: Park[]; park: Park }) {
  const trpc = useTRPC();
  const policy = useQuery(trpc.admin.paymentPolicies.get.queryOptions({ parkId: park.id }));
  return (
    <>
      <div className={styles.pageHead}>
        <h1>Payment</h1>
      </div>
      {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
      <QueryView query={policy} loading="Loading the payment policy…" mutedClassName={styles.muted}>
        {/* Keyed by park only: the refetch after a save must not remount the form (its "Saved." notice would go). */}
        {(saved) => <PolicyForm key={park.id} park={park} saved={saved} />}
      </QueryView>
    </>
  );
}

function PolicyForm({ park, saved }: { park: Park; saved: PaymentPolicyOutput }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => draftOf(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice | null>(null);
  const save = useMutation(
    trpc.admin.paymentPolicies.upsert.mutationOptions({
      onSuccess: async (result) => {
        setErrors({});
        setNotice({ tone: "done", text: `Saved. Guests booking ${park.name} now read: ${result.summary}` });
        await queryClient.invalidateQueries({ queryKey: trpc.admin.paymentPolicies.get.pathKey() });
      },
      onError: (error) => {
        const problem = formErrorOf(error);
        setErrors(problem.fields);
        if (problem.message) setNotice({ tone: "refused", text: problem.message });
      },
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    save.mutate({ parkId: park.id, ...policyOf(draft) } as Parameters<typeof save.mutate>[0]);
  };
  const valueError = errors[`deposit.${draft.depositKind}`] ?? errors.deposit;
  const preview = policyOf(draft);

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="payment-policy-heading"
      className={`${styles.panel} ${form.formStack}`}
    >
      <h2 id="payment-policy-heading">When guests pay at {park.name}</h2>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      <RadioList
        label="At booking"
        value={draft.kind}
        onChange={(kind) => setDraft({ ...draft, kind: kind as Draft["kind"] })}
        choices={KIND_CHOICES}
      />
      {draft.kind === "DEPOSIT" && (
        <>
          <RadioList
            label="The deposit"
            value={draft.depositKind}
            onChange={(value) => setDraft({ ...draft, depositKind: value as DepositKind, value: "" })}
            choices={DEPOSIT_CHOICES}
          />
          <NumberInput
            label={
              draft.depositKind === "percent"
                ? "Percent of each stay"
                : draft.depositKind === "nights"
                  ? "Nights"
                  : "Amount a stay (dollars)"
            }
            required
            value={draft.value}
            onChange={(value) => setDraft({ ...draft, value: value === "" ? "" : Number(value) })}
            clampBehavior="none"
            decimalScale={draft.depositKind === "amount" ? 2 : 0}
            error={valueError}
            styles={{ input: { minHeight: 44 } }}
          />
        </>
      )}
      <NumberInput
        label="Balance due, days before arrival"
        description="A stay that begins sooner is paid in full at booking."
        required
        value={draft.balanceDueDays}
        onChange={(value) => setDraft({ ...draft, balanceDueDays: value === "" ? "" : Number(value) })}
        clampBehavior="none"
        decimalScale={0}
        error={errors.balanceDueDays}
        styles={{ input: { minHeight: 44 } }}
      />
      <p className={styles.muted}>
        <strong>Guests read:</strong> {paymentPolicySummary(preview)}
      </p>
      <div>
        <Button type="submit" loading={save.isPending} className={form.tap}>
          Save payment policy
        </Button>
      </div>
    </form>
  );
}
