"use client";

import { Alert, Button, Checkbox, Modal, Radio, Stack, Textarea } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { addedNights } from "@/features/reservations/client";
import { formatStay } from "@/lib/date-format";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { changeQuoteWords, settlementWords } from "../reservation-lines";
import { ChangeQuoteBox, PRICING_CHOICES, useChangeQuote } from "./change-quote";

export type PendingMove = {
  reservationId: string;
  guestName: string;
  locked: boolean;
  from: { campsiteId: string; siteName: string; start: string; end: string };
  to: { campsiteId: string; siteName: string; start: string; end: string };
  siteChanged: boolean;
  datesChanged: boolean;
};

const range = (stay: { start: string; end: string }) => `${formatStay(stay.start, stay.end)}`;

/**
 * A drop (or a keyboard move) asks before it changes anything, with its price shown first (`admin.reservations.quote`):
 * the pricing (NIGHTS by default), tell the guest or not, and a reason when the guest locked the site, added nights
 * go free or a rule must be overridden. The server decides; a refusal closes the dialog
 * with the reason and the bar stays where it was.
 */
export function GridMoveDialog({
  move,
  onClose,
  onDone,
  onRefused,
}: {
  move: PendingMove | null;
  onClose: () => void;
  onDone: (message: string) => void;
  onRefused: (message: string) => void;
}) {
  const trpc = useTRPC();
  const modify = useMutation(trpc.admin.reservations.modify.mutationOptions());
  const [pricing, setPricing] = useState<"NIGHTS" | "KEEP" | "REPRICE">("NIGHTS");
  const [notify, setNotify] = useState(true);
  const [reason, setReason] = useState("");
  const [ruleProblem, setRuleProblem] = useState<string | null>(null);
  const [override, setOverride] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);

  const change = move && {
    reservationId: move.reservationId,
    campsiteId: move.siteChanged ? move.to.campsiteId : undefined,
    dates: move.datesChanged ? { start: move.to.start, end: move.to.end } : undefined,
    pricing,
    reason: reason.trim() ? reason.trim() : undefined,
    overrideRules: ruleProblem && override.trim() ? { reason: override.trim() } : undefined,
  };
  const quoteState = useChangeQuote(change);
  const quoted = quoteState.quote;
  const freeNights =
    move !== null &&
    pricing === "KEEP" &&
    addedNights({ arrival: move.from.start, departure: move.from.end }, move.to) > 0;

  const close = () => {
    setPricing("NIGHTS");
    setRuleProblem(null);
    setOverride("");
    setReason("");
    setFieldError(null);
    onClose();
  };

  const submit = () => {
    if (!move || !change) return;
    if (move.locked && move.siteChanged && reason.trim().length < 3) {
      setFieldError("The guest paid to lock this site: say why you move them.");
      return;
    }
    if (freeNights && reason.trim().length < 3) {
      setFieldError("Keeping the price gives the added nights free: say why, or price them.");
      return;
    }
    setFieldError(null);
    modify.mutate(
      {
        ...change,
        notifyGuest: notify,
        expected: { campsiteId: move.from.campsiteId, start: move.from.start, end: move.from.end },
        ...(quoted ? { expectedDifferenceCents: quoted.differenceCents } : {}),
      },
      {
        onSuccess: (result) => {
          const price = settlementWords(result.settlement);
          close();
          onDone(
            `${move.guestName} moved to site ${move.to.siteName}, ${range(move.to)}. ${price}${notify ? " The guest is told by e-mail." : ""}`,
          );
        },
        onError: (error) => {
          const problem = formErrorOf(error);
          if (problem.code === "PRECONDITION_FAILED" && !move.locked) {
            setRuleProblem(
              problem.message ?? Object.values(problem.fields)[0] ?? "A rule refuses this stay.",
            );
            return;
          }
          if (problem.code === "PRECONDITION_FAILED" && problem.fields.reason) {
            setFieldError(problem.fields.reason);
            return;
          }
          close();
          onRefused(
            `Not moved: ${problem.message ?? Object.values(problem.fields)[0] ?? "the server refused it."}`,
          );
        },
      },
    );
  };

  return (
    <Modal opened={move !== null} onClose={close} title={move ? `Move ${move.guestName}` : "Move"} centered>
      {move && (
        <Stack gap="md">
          <p style={{ margin: 0 }}>
            From site {move.from.siteName}, {range(move.from)}
            <br />
            <strong>
              To site {move.to.siteName}, {range(move.to)}
            </strong>
          </p>
          <Radio.Group
            label="Price"
            value={pricing}
            onChange={(value) => setPricing(value as typeof pricing)}
          >
            <Stack gap="xs" mt="xs">
              {PRICING_CHOICES.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Stack>
          </Radio.Group>
          <Checkbox
            label="E-mail the guest about the change"
            checked={notify}
            onChange={(event) => setNotify(event.currentTarget.checked)}
          />
          <Textarea
            label={
              move.locked && move.siteChanged
                ? "Reason (the guest locked this site)"
                : freeNights
                  ? "Reason (the added nights are free)"
                  : "Reason (optional)"
            }
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError}
            required={(move.locked && move.siteChanged) || freeNights}
            autosize
            minRows={2}
          />
          {ruleProblem && (
            <>
              <Alert color="red" variant="light" role="alert">
                {ruleProblem}
              </Alert>
              <Textarea
                label="Override the rule: why?"
                value={override}
                onChange={(event) => setOverride(event.currentTarget.value)}
                autosize
                minRows={2}
              />
            </>
          )}
          <ChangeQuoteBox state={quoteState} />
          <div style={{ display: "flex", gap: "0.5rem", justifyContent: "flex-end", flexWrap: "wrap" }}>
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={submit} loading={modify.isPending}>
              {`${ruleProblem ? "Override and move" : "Move"}${quoted?.changed ? `: ${changeQuoteWords(quoted).button}` : ""}`}
            </Button>
          </div>
        </Stack>
      )}
    </Modal>
  );
}
