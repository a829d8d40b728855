"use client";

import {
  Alert,
  Button,
  Checkbox,
  Modal,
  NativeSelect,
  NumberInput,
  Radio,
  Stack,
  Textarea,
  TextInput,
} from "@mantine/core";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { type FormEvent, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import { centsToDollars, dollarsToCents, formatUsd } from "@/lib/money";
import { addDays, isIsoDate, nightsBetween } from "@/lib/stay-dates";
import { formatStayDate, guestsSummary } from "@/lib/stay-format";
import { DANGER_COLOR } from "@/lib/theme";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { settlementWords } from "../reservation-lines";
import type { ZReservationDetail } from "../staff.schemas";
import { GRID_MAX_NIGHTS } from "../staff-constants";
import own from "./reservations.module.css";
import { isRuleRefusal } from "./rule-refusal";

export type Reservation = z.infer<typeof ZReservationDetail>;

const natural = new Intl.Collator("en", { numeric: true });

const range = (start: string, end: string) => `${formatStayDate(start)} – ${formatStayDate(end)}`;

const cents = (value: number | string) => (typeof value === "number" ? value : Number.NaN);

/**
 * Change the stay: another site (the park's sites, by type, those not free on the chosen nights marked), other
 * dates or another party. Only what changed is sent. KEEP or REPRICE, the guest told or not, a reason when the
 * guest locked their site, and an override with its reason when a rule refuses the new stay.
 */
export function ChangeStayForm({
  reservation,
  onDone,
}: {
  reservation: Reservation;
  onDone: (message: string) => void;
}) {
  const trpc = useTRPC();
  const problems = useFormProblems();
  const modify = useMutation(trpc.admin.reservations.modify.mutationOptions());
  const [siteId, setSiteId] = useState(reservation.site.id);
  const [start, setStart] = useState(reservation.arrival);
  const [end, setEnd] = useState(reservation.departure);
  const [adults, setAdults] = useState<number | string>(reservation.party.adults);
  const [children, setChildren] = useState<number | string>(reservation.party.children);
  const [pets, setPets] = useState<number | string>(reservation.party.pets);
  const [pricing, setPricing] = useState<"KEEP" | "REPRICE">("KEEP");
  const [notify, setNotify] = useState(true);
  const [reason, setReason] = useState("");
  const [ruleProblem, setRuleProblem] = useState<string | null>(null);
  const [override, setOverride] = useState("");
  const checkedIn = reservation.checkedInAt !== null;
  /** Another stay asked: a rule that refused the last one may not apply, so its override goes too. */
  const changing =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setRuleProblem(null);
      setOverride("");
    };

  // The sites, and which are taken, for the nights asked (the stay's own nights while the dates are not valid).
  const datesValid = isIsoDate(start) && isIsoDate(end) && end > start;
  const window =
    datesValid && nightsBetween(start, end) <= GRID_MAX_NIGHTS
      ? { from: start, to: end }
      : {
          from: reservation.arrival,
          to:
            nightsBetween(reservation.arrival, reservation.departure) <= GRID_MAX_NIGHTS
              ? reservation.departure
              : addDays(reservation.arrival, GRID_MAX_NIGHTS),
        };
  const grid = useQuery({
    ...trpc.admin.reservations.grid.queryOptions({ parkId: reservation.park.id, ...window }),
    placeholderData: keepPreviousData,
  });
  const siteChoices = useMemo(() => {
    const sites = [...(grid.data?.campsites ?? [])].sort(
      (a, b) => natural.compare(a.campsiteTypeName, b.campsiteTypeName) || natural.compare(a.name, b.name),
    );
    const taken = new Set(
      (grid.data?.claims ?? [])
        .filter(
          (claim) =>
            claim.reservationId !== reservation.reservationId &&
            claim.start < window.to &&
            window.from < claim.end,
        )
        .map((claim) => claim.campsiteId),
    );
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const site of sites) {
      const notes = [
        site.id === reservation.site.id ? "current site" : null,
        site.accessible ? "accessible" : null,
        taken.has(site.id) ? "not free on these dates" : null,
      ].filter(Boolean);
      const items = groups.get(site.campsiteTypeName) ?? [];
      items.push({
        value: site.id,
        label: notes.length > 0 ? `${site.name} (${notes.join(", ")})` : site.name,
      });
      groups.set(site.campsiteTypeName, items);
    }
    if (sites.length === 0) {
      return [{ value: reservation.site.id, label: `${reservation.site.name} (current site)` }];
    }
    return [...groups].map(([group, items]) => ({ group, items }));
  }, [grid.data, reservation, window.from, window.to]);
  const siteName =
    grid.data?.campsites.find((site) => site.id === siteId)?.name ??
    (siteId === reservation.site.id ? reservation.site.name : "the chosen site");

  const siteChanged = siteId !== reservation.site.id;
  const lockedMove = siteChanged && reservation.site.locked;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const party = { adults: cents(adults), children: cents(children), pets: cents(pets) };
    const invalid: FieldErrors = {};
    if (!isIsoDate(start)) invalid["dates.start"] = "Enter the arrival date.";
    if (!isIsoDate(end)) invalid["dates.end"] = "Enter the departure date.";
    else if (isIsoDate(start) && end <= start)
      invalid["dates.end"] = "The departure must be after the arrival.";
    if (!Number.isInteger(party.adults) || party.adults < 1) {
      invalid["guests.adults"] = "At least one adult must be in the party.";
    }
    if (!Number.isInteger(party.children) || party.children < 0)
      invalid["guests.children"] = "Enter 0 or more.";
    if (!Number.isInteger(party.pets) || party.pets < 0) invalid["guests.pets"] = "Enter 0 or more.";
    if (lockedMove && reason.trim().length < 3) {
      invalid.reason = `The guest paid to lock site ${reservation.site.name}: say why you move them.`;
    }
    if (ruleProblem && override.trim().length < 3) {
      invalid["overrideRules.reason"] = "Say why the rule may be broken, in a few words.";
    }
    if (Object.keys(invalid).length > 0) {
      problems.invalid(invalid);
      return;
    }
    const datesChanged = start !== reservation.arrival || end !== reservation.departure;
    const partyChanged =
      party.adults !== reservation.party.adults ||
      party.children !== reservation.party.children ||
      party.pets !== reservation.party.pets;
    if (!siteChanged && !datesChanged && !partyChanged) {
      problems.invalid({});
      problems.setMessage("Nothing to change yet: choose another site, other dates or another party.");
      return;
    }
    problems.clear();
    modify.mutate(
      {
        reservationId: reservation.reservationId,
        ...(siteChanged ? { campsiteId: siteId } : {}),
        ...(datesChanged ? { dates: { start, end } } : {}),
        ...(partyChanged ? { guests: party } : {}),
        pricing,
        notifyGuest: notify,
        expected: {
          campsiteId: reservation.site.id,
          start: reservation.arrival,
          end: reservation.departure,
        },
        ...(reason.trim() ? { reason: reason.trim() } : {}),
        ...(ruleProblem ? { overrideRules: { reason: override.trim() } } : {}),
      },
      {
        onSuccess: (result) => {
          if (!result.changed) {
            onDone("Nothing changed: the reservation already has this stay.");
            return;
          }
          const what = [
            siteChanged ? `Moved to site ${siteName}` : null,
            datesChanged ? `${siteChanged ? "now" : "Now"} ${range(start, end)}` : null,
            partyChanged
              ? `${siteChanged || datesChanged ? "party" : "Party"} now ${guestsSummary(party)}`
              : null,
          ]
            .filter(Boolean)
            .join(", ");
          onDone(
            `${what}. ${settlementWords(result.settlement)}${notify ? " The guest is told by e-mail." : ""}`,
          );
        },
        onError: (error) => {
          if (isRuleRefusal(error)) {
            setRuleProblem(error.message);
            problems.clear();
            return;
          }
          problems.failed(error);
        },
      },
    );
  };

  return (
    <form ref={problems.containerRef} onSubmit={submit} noValidate aria-labelledby="change-heading">
      <Stack gap="sm">
        <FormAlert message={problems.message} />
        <NativeSelect
          classNames={{ input: own.tap }}
          label="Site"
          value={siteId}
          data={siteChoices}
          onChange={(event) => changing(setSiteId)(event.currentTarget.value)}
          error={problems.errors.campsiteId}
          description={
            grid.isError
              ? "The park's sites could not be loaded: the current site only."
              : "Sites by type; those not free on the chosen nights are marked."
          }
        />
        <div className={own.twoUp}>
          <TextInput
            classNames={{ input: own.tap }}
            type="date"
            label="Arrival"
            value={start}
            onChange={(event) => changing(setStart)(event.currentTarget.value)}
            disabled={checkedIn}
            description={checkedIn ? "Checked in: the arrival stays." : undefined}
            error={problems.errors["dates.start"]}
          />
          <TextInput
            classNames={{ input: own.tap }}
            type="date"
            label="Departure"
            value={end}
            min={isIsoDate(start) ? addDays(start, 1) : undefined}
            onChange={(event) => changing(setEnd)(event.currentTarget.value)}
            error={problems.errors["dates.end"]}
          />
        </div>
        <fieldset className={own.fieldset}>
          <legend>Party</legend>
          <div className={own.threeUp}>
            <NumberInput
              classNames={{ input: own.tap }}
              label="Adults"
              value={adults}
              onChange={changing(setAdults)}
              min={1}
              max={50}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              error={problems.errors["guests.adults"]}
            />
            <NumberInput
              classNames={{ input: own.tap }}
              label="Children"
              value={children}
              onChange={changing(setChildren)}
              min={0}
              max={50}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              error={problems.errors["guests.children"]}
            />
            <NumberInput
              classNames={{ input: own.tap }}
              label="Pets"
              value={pets}
              onChange={changing(setPets)}
              min={0}
              max={10}
              allowDecimal={false}
              allowNegative={false}
              hideControls
              error={problems.errors["guests.pets"]}
            />
          </div>
        </fieldset>
        <Radio.Group
          label="Price"
          value={pricing}
          onChange={(value) => setPricing(value as "KEEP" | "REPRICE")}
        >
          <Stack gap={0} mt={4}>
            <Radio
              classNames={{ body: own.checkBody, label: own.checkLabel }}
              value="KEEP"
              label="Keep the price the guest paid"
            />
            <Radio
              classNames={{ body: own.checkBody, label: own.checkLabel }}
              value="REPRICE"
              label="Re-price the new stay: refund or charge the difference"
            />
          </Stack>
        </Radio.Group>
        <Checkbox
          classNames={{ body: own.checkBody, label: own.checkLabel }}
          label="E-mail the guest about the change"
          checked={notify}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        <Textarea
          classNames={{ input: own.tap }}
          label={lockedMove ? "Reason (the guest locked their site)" : "Reason (optional)"}
          description={
            reservation.site.locked && !lockedMove
              ? `The guest paid to lock site ${reservation.site.name}: a move needs a reason.`
              : undefined
          }
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required={lockedMove}
          error={problems.errors.reason}
          maxLength={500}
          autosize
          minRows={2}
        />
        {ruleProblem && (
          <>
            <Alert color={DANGER_COLOR} variant="light" role="alert" title="A rule refuses this stay">
              {ruleProblem}
            </Alert>
            <Textarea
              classNames={{ input: own.tap }}
              label="Override the rule: why?"
              value={override}
              onChange={(event) => setOverride(event.currentTarget.value)}
              required
              error={problems.errors["overrideRules.reason"]}
              maxLength={500}
              autosize
              minRows={2}
            />
          </>
        )}
        <div>
          <Button className={own.tap} type="submit" size="md" loading={modify.isPending}>
            {ruleProblem ? "Override and change the stay" : "Change the stay"}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

type RefundChoice = "POLICY" | "FULL" | "NONE" | "AMOUNT";

const REFUND_WORDS: Record<RefundChoice, string> = {
  POLICY: "By the terms it was booked under",
  FULL: "Full refund",
  NONE: "No refund",
  AMOUNT: "An amount",
};

/** Cancel: the refund (policy, full, none or an amount), a reason, the guest told or not; a dialog asks first. */
export function CancelForm({
  reservation,
  onDone,
}: {
  reservation: Reservation;
  onDone: (message: string) => void;
}) {
  const trpc = useTRPC();
  const problems = useFormProblems();
  const cancel = useMutation(trpc.admin.reservations.cancel.mutationOptions());
  const [refund, setRefund] = useState<RefundChoice>("POLICY");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [notify, setNotify] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const total = reservation.price.totalCents;

  const amountCents = refund === "AMOUNT" ? dollarsToCents(amount) : null;

  const ask = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const invalid: FieldErrors = {};
    if (refund === "AMOUNT") {
      if (amountCents === null) invalid["refund.amount"] = "Enter an amount in dollars, like 45 or 45.50.";
      else if (amountCents > total) {
        invalid["refund.amount"] = `The refund cannot be more than the stay's ${formatUsd(total)}.`;
      }
    }
    if (reason.trim().length < 3) invalid.reason = "Say why, in a few words.";
    if (Object.keys(invalid).length > 0) {
      problems.invalid(invalid);
      return;
    }
    problems.clear();
    setConfirming(true);
  };

  const send = () => {
    cancel.mutate(
      {
        reservationId: reservation.reservationId,
        refund: refund === "AMOUNT" ? { amount: amountCents ?? 0 } : refund,
        reason: reason.trim(),
        notifyGuest: notify,
      },
      {
        onSuccess: (result) => {
          setConfirming(false);
          onDone(
            `Cancelled. ${result.refund > 0 ? `${formatUsd(result.refund)} refunded.` : "Nothing refunded."}${notify ? " The guest is told by e-mail." : ""}`,
          );
        },
        onError: (error) => {
          setConfirming(false);
          problems.failed(error);
        },
      },
    );
  };

  const refundWords =
    refund === "AMOUNT" && amountCents !== null
      ? `${formatUsd(amountCents)} refunded`
      : refund === "POLICY"
        ? "refund by the terms it was booked under"
        : refund === "FULL"
          ? `full refund (at most what was paid of ${formatUsd(total)})`
          : "no refund";

  return (
    <form ref={problems.containerRef} onSubmit={ask} noValidate aria-labelledby="cancel-heading">
      <Stack gap="sm">
        <FormAlert message={problems.message} />
        <Radio.Group label="Refund" value={refund} onChange={(value) => setRefund(value as RefundChoice)}>
          <Stack gap={0} mt={4}>
            {(Object.keys(REFUND_WORDS) as RefundChoice[]).map((choice) => (
              <Radio
                classNames={{ body: own.checkBody, label: own.checkLabel }}
                key={choice}
                value={choice}
                label={REFUND_WORDS[choice]}
              />
            ))}
          </Stack>
        </Radio.Group>
        {refund === "AMOUNT" && (
          <TextInput
            classNames={{ input: own.tap }}
            label="Amount to refund (dollars)"
            description={`At most the stay's ${formatUsd(total)}.`}
            inputMode="decimal"
            autoComplete="off"
            leftSection="$"
            value={amount}
            onChange={(event) => setAmount(event.currentTarget.value)}
            required
            error={problems.errors["refund.amount"] ?? problems.errors.refund}
          />
        )}
        <Textarea
          classNames={{ input: own.tap }}
          label="Reason"
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
          required
          error={problems.errors.reason}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Checkbox
          classNames={{ body: own.checkBody, label: own.checkLabel }}
          label="E-mail the guest about the cancellation"
          checked={notify}
          onChange={(event) => setNotify(event.currentTarget.checked)}
        />
        <div>
          <Button className={own.tap} type="submit" size="md" color={DANGER_COLOR} variant="outline">
            Cancel the reservation…
          </Button>
        </div>
      </Stack>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Cancel this reservation?"
        centered
      >
        <Stack gap="md">
          <p style={{ margin: 0 }}>
            {reservation.guest.firstName} {reservation.guest.lastName}, site {reservation.site.name},{" "}
            {range(reservation.arrival, reservation.departure)}: {refundWords}
            {notify ? ", the guest is e-mailed" : ", the guest is not e-mailed"}. The nights go back on sale.
          </p>
          <div style={{ display: "flex", flexWrap: "wrap", gap: "0.5rem", justifyContent: "flex-end" }}>
            <Button className={own.tap} size="md" variant="default" onClick={() => setConfirming(false)}>
              Keep the reservation
            </Button>
            <Button
              className={own.tap}
              size="md"
              color={DANGER_COLOR}
              onClick={send}
              loading={cancel.isPending}
            >
              Yes, cancel it
            </Button>
          </div>
        </Stack>
      </Modal>
    </form>
  );
}

/** Cash at the desk: the amount starts at the balance; one key per payment, so a double click records it once. */
export function TakeCashForm({
  reservation,
  onDone,
}: {
  reservation: Reservation;
  onDone: (message: string) => void;
}) {
  const trpc = useTRPC();
  const problems = useFormProblems();
  const take = useMutation(trpc.admin.reservations.takePayment.mutationOptions());
  const [amount, setAmount] = useState(centsToDollars(reservation.balanceCents));
  const key = useRef<string | null>(null);
  const amountCents = dollarsToCents(amount);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (amountCents === null || amountCents < 1) {
      problems.invalid({ amountCents: "Enter an amount in dollars, like 45 or 45.50." });
      return;
    }
    if (amountCents > reservation.balanceCents) {
      problems.invalid({
        amountCents: `This booking owes ${formatUsd(reservation.balanceCents)}: take at most that.`,
      });
      return;
    }
    problems.clear();
    key.current ??= crypto.randomUUID();
    take.mutate(
      { reservationId: reservation.reservationId, amountCents, key: key.current },
      {
        onSuccess: () => {
          key.current = null;
          onDone(`${formatUsd(amountCents)} in cash taken.`);
        },
        onError: problems.failed,
      },
    );
  };

  return (
    <form ref={problems.containerRef} onSubmit={submit} noValidate aria-label="Take cash">
      <Stack gap="sm">
        <FormAlert message={problems.message} />
        <TextInput
          classNames={{ input: own.tap }}
          label="Cash taken (dollars)"
          inputMode="decimal"
          autoComplete="off"
          leftSection="$"
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            key.current = null;
          }}
          required
          error={problems.errors.amountCents}
        />
        <div>
          <Button className={own.tap} type="submit" size="md" loading={take.isPending}>
            {amountCents !== null && amountCents > 0 ? `Take ${formatUsd(amountCents)} cash` : "Take cash"}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
