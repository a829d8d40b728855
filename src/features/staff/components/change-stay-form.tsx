"use client";

import { Alert, Button, Checkbox, NativeSelect, Radio, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { consoleFormStyles as forms } from "@/features/console/client";
import { addedNights } from "@/features/reservations/client";
import { formatStay } from "@/lib/date-format";
import { PartyFields, type PartyValues, partyOf } from "@/lib/forms/party-fields";
import { StayDatesFields } from "@/lib/forms/stay-dates-fields";
import { useSchemaForm } from "@/lib/forms/use-schema-form";
import { isIsoDate } from "@/lib/stay-dates";
import { guestsSummary } from "@/lib/stay-format";
import { DANGER_COLOR } from "@/lib/theme";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { changeQuoteWords, settlementWords } from "../reservation-lines";
import { ZModifyInput } from "../staff.schemas";
import { ChangeQuoteBox, type ChangeQuoteInput, PRICING_CHOICES, useChangeQuote } from "./change-quote";
import type { Reservation, ReservationFormProps } from "./reservation-types";
import own from "./reservations.module.css";
import { isRuleRefusal } from "./rule-refusal";
import { useSiteChoices } from "./use-site-choices";

type ChangeValues = {
  campsiteId: string;
  dates: { start: string; end: string };
  guests: PartyValues;
  pricing: "NIGHTS" | "KEEP" | "REPRICE";
  notifyGuest: boolean;
  reason: string;
  overrideRules: { reason: string };
};

const FIELDS = [
  "campsiteId",
  "dates.start",
  "dates.end",
  "guests.adults",
  "guests.children",
  "guests.pets",
  "pricing",
  "notifyGuest",
  "reason",
  "overrideRules.reason",
];

const range = (start: string, end: string) => `${formatStay(start, end)}`;

/** What the form asks to change, compared with the reservation: only that is sent. */
function changesOf(reservation: Reservation, values: ChangeValues) {
  const party = partyOf(values.guests);
  return {
    party,
    siteChanged: values.campsiteId !== reservation.site.id,
    datesChanged: values.dates.start !== reservation.arrival || values.dates.end !== reservation.departure,
    partyChanged:
      party.adults !== reservation.party.adults ||
      party.children !== reservation.party.children ||
      party.pets !== reservation.party.pets,
  };
}

/** The change these values ask for, as the quote and the modify procedure take it (only what changed). */
function changeInput(reservation: Reservation, values: ChangeValues, overriding: boolean): ChangeQuoteInput {
  const { party, siteChanged, datesChanged, partyChanged } = changesOf(reservation, values);
  const reason = values.reason.trim();
  return {
    reservationId: reservation.reservationId,
    ...(siteChanged ? { campsiteId: values.campsiteId } : {}),
    ...(datesChanged ? { dates: values.dates } : {}),
    ...(partyChanged ? { guests: party } : {}),
    pricing: values.pricing,
    ...(reason ? { reason } : {}),
    ...(overriding ? { overrideRules: { reason: values.overrideRules.reason.trim() } } : {}),
  };
}

/** The modify procedure's input: the change, the stay the screen showed and the difference its quote showed. */
function modifyInput(
  reservation: Reservation,
  values: ChangeValues,
  overriding: boolean,
  quotedDifference: number | undefined,
) {
  return {
    ...changeInput(reservation, values, overriding),
    notifyGuest: values.notifyGuest,
    expected: { campsiteId: reservation.site.id, start: reservation.arrival, end: reservation.departure },
    ...(quotedDifference === undefined ? {} : { expectedDifferenceCents: quotedDifference }),
  };
}

/** Whether the values ask for a change the quote can price (valid dates and party, something changed). */
function quotable(reservation: Reservation, values: ChangeValues): boolean {
  const { start, end } = values.dates;
  const { party, siteChanged, datesChanged, partyChanged } = changesOf(reservation, values);
  return (
    isIsoDate(start) &&
    isIsoDate(end) &&
    end > start &&
    Number.isInteger(party.adults) &&
    party.adults >= 1 &&
    party.children >= 0 &&
    party.pets >= 0 &&
    (siteChanged || datesChanged || partyChanged)
  );
}

/** How many nights the values add to the booked stay. */
function addedNightsOf(reservation: Reservation, values: ChangeValues): number {
  const { start, end } = values.dates;
  if (!isIsoDate(start) || !isIsoDate(end) || end <= start) return 0;
  return addedNights(reservation, { start, end });
}

/** The checks the schema cannot make or says in other words (its messages are the guest side's). */
function screenRules(reservation: Reservation, values: ChangeValues, overriding: boolean): FieldErrors {
  const { start, end } = values.dates;
  const party = partyOf(values.guests);
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
  const lockedMove = values.campsiteId !== reservation.site.id && reservation.site.locked;
  if (lockedMove && values.reason.trim().length < 3) {
    invalid.reason = `The guest paid to lock site ${reservation.site.name}: say why you move them.`;
  }
  if (
    values.pricing === "KEEP" &&
    addedNightsOf(reservation, values) > 0 &&
    values.reason.trim().length < 3
  ) {
    invalid.reason = "Keeping the price gives the added nights free: say why, or price them.";
  }
  if (overriding && values.overrideRules.reason.trim().length < 3) {
    invalid["overrideRules.reason"] = "Say why the rule may be broken, in a few words.";
  }
  return invalid;
}

/**
 * Change the stay: another site (the park's sites, by type, those not free on the chosen nights marked), other
 * dates or another party. Only what changed is sent. KEEP or REPRICE, the guest told or not, a reason when the
 * guest locked their site, and an override with its reason when a rule refuses the new stay.
 */
export function ChangeStayForm({ reservation, onDone }: ReservationFormProps) {
  const trpc = useTRPC();
  const modify = useMutation(trpc.admin.reservations.modify.mutationOptions());
  const [ruleProblem, setRuleProblem] = useState<string | null>(null);
  const overriding = ruleProblem !== null;
  const { form, containerRef, message, onSubmit, invalid, failed, clear } = useSchemaForm<ChangeValues>({
    initialValues: {
      campsiteId: reservation.site.id,
      dates: { start: reservation.arrival, end: reservation.departure },
      guests: { ...reservation.party },
      pricing: "NIGHTS",
      notifyGuest: true,
      reason: "",
      overrideRules: { reason: "" },
    },
    fields: FIELDS,
    schema: ZModifyInput,
    toInput: (values) => modifyInput(reservation, values, overriding, undefined),
    rules: (values) => screenRules(reservation, values, overriding),
    // Another stay asked: a rule that refused the last one may not apply, so its override goes too.
    onValuesChange: (values, previous) => {
      if (
        values.campsiteId !== previous.campsiteId ||
        values.dates !== previous.dates ||
        values.guests !== previous.guests
      ) {
        setRuleProblem(null);
        if (values.overrideRules.reason) form.setFieldValue("overrideRules.reason", "");
      }
    },
  });
  const { campsiteId, dates } = form.values;
  const sites = useSiteChoices(reservation, dates.start, dates.end, campsiteId);
  const checkedIn = reservation.checkedInAt !== null;
  const lockedMove = campsiteId !== reservation.site.id && reservation.site.locked;
  const freeNights = form.values.pricing === "KEEP" && addedNightsOf(reservation, form.values) > 0;
  const quoteState = useChangeQuote(
    quotable(reservation, form.values) ? changeInput(reservation, form.values, overriding) : null,
  );
  const quoted = quoteState.quote;

  const send = (values: ChangeValues) => {
    const { party, siteChanged, datesChanged, partyChanged } = changesOf(reservation, values);
    if (!siteChanged && !datesChanged && !partyChanged) {
      invalid({}, "Nothing to change yet: choose another site, other dates or another party.");
      return;
    }
    clear();
    modify.mutate(modifyInput(reservation, values, overriding, quoted?.differenceCents), {
      onSuccess: (result) => {
        if (!result.changed) {
          onDone("Nothing changed: the reservation already has this stay.");
          return;
        }
        const what = [
          siteChanged ? `Moved to site ${sites.siteName}` : null,
          datesChanged
            ? `${siteChanged ? "now" : "Now"} ${range(values.dates.start, values.dates.end)}`
            : null,
          partyChanged
            ? `${siteChanged || datesChanged ? "party" : "Party"} now ${guestsSummary(party)}`
            : null,
        ]
          .filter(Boolean)
          .join(", ");
        onDone(
          `${what}. ${settlementWords(result.settlement)}${values.notifyGuest ? " The guest is told by e-mail." : ""}`,
        );
      },
      onError: (error) => {
        if (isRuleRefusal(error)) {
          setRuleProblem(error.message);
          clear();
          return;
        }
        failed(error);
      },
    });
  };

  const tap = { classNames: { input: own.tap } };
  const check = { classNames: { body: forms.checkBody, label: forms.checkLabel } };
  return (
    <form ref={containerRef} onSubmit={onSubmit(send)} noValidate aria-labelledby="change-heading">
      <Stack gap="sm">
        <FormAlert message={message} />
        <NativeSelect
          {...tap}
          label="Site"
          data={sites.choices}
          description={
            sites.failed
              ? "The park's sites could not be loaded: the current site only."
              : "Sites by type; those not free on the chosen nights are marked."
          }
          {...form.getInputProps("campsiteId")}
        />
        <div className={own.twoUp}>
          <StayDatesFields
            form={form}
            inputProps={tap}
            startProps={{
              disabled: checkedIn,
              description: checkedIn ? "Checked in: the arrival stays." : undefined,
            }}
          />
        </div>
        <fieldset className={own.fieldset}>
          <legend>Party</legend>
          <div className={own.threeUp}>
            <PartyFields
              form={form}
              inputProps={{ ...tap, allowDecimal: false, allowNegative: false, hideControls: true }}
            />
          </div>
        </fieldset>
        <Radio.Group label="Price" {...form.getInputProps("pricing")}>
          <Stack gap={0} mt={4}>
            {PRICING_CHOICES.map((choice) => (
              <Radio key={choice.value} {...check} value={choice.value} label={choice.label} />
            ))}
          </Stack>
        </Radio.Group>
        <Checkbox
          {...check}
          label="E-mail the guest about the change"
          {...form.getInputProps("notifyGuest", { type: "checkbox" })}
        />
        <Textarea
          {...tap}
          label={
            lockedMove
              ? "Reason (the guest locked their site)"
              : freeNights
                ? "Reason (the added nights are free)"
                : "Reason (optional)"
          }
          description={
            reservation.site.locked && !lockedMove
              ? `The guest paid to lock site ${reservation.site.name}: a move needs a reason.`
              : undefined
          }
          required={lockedMove || freeNights}
          maxLength={500}
          autosize
          minRows={2}
          {...form.getInputProps("reason")}
        />
        {ruleProblem && (
          <>
            <Alert color={DANGER_COLOR} variant="light" role="alert" title="A rule refuses this stay">
              {ruleProblem}
            </Alert>
            <Textarea
              {...tap}
              label="Override the rule: why?"
              required
              maxLength={500}
              autosize
              minRows={2}
              {...form.getInputProps("overrideRules.reason")}
            />
          </>
        )}
        <ChangeQuoteBox state={quoteState} />
        <div>
          <Button className={`${own.tap} ${own.wraps}`} type="submit" size="md" loading={modify.isPending}>
            {`${ruleProblem ? "Override and change the stay" : "Change the stay"}${quoted?.changed ? `: ${changeQuoteWords(quoted).button}` : ""}`}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
