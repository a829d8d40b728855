"use client";

import { Alert, Button, NativeSelect, NumberInput, Radio, Stack, Textarea, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Link from "next/link";
import { type FormEvent, useMemo, useState } from "react";
import { EQUIPMENT_TYPES } from "@/features/availability/engine-types";

import { ParkPicker, consoleStyles as styles } from "@/features/console/client";
import { formatStay } from "@/lib/date-format";

import { dollarsToCents, formatUsd } from "@/lib/money";
import { addDays, isIsoDate, nightsBetween } from "@/lib/stay-dates";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { changeDue } from "./folio-money-forms";
import own from "./reservations.module.css";
import { isRuleRefusal } from "./rule-refusal";

type Park = { id: string; slug: string; name: string };
type Booked = { reservationId: string; orderConfirmation: string; totalCents: number; paidCents: number };

const natural = new Intl.Collator("en", { numeric: true });
const validStay = (start: string, end: string) =>
  isIsoDate(start) && isIsoDate(end) && nightsBetween(start, end) >= 1 && nightsBetween(start, end) <= 60;

/**
 * A walk-in or phone booking: the site, nights and party, the guest's details and how they pay (card through the
 * gateway, cash, or at the park later). The server prices it as the guest side would and applies the park's rules;
 * a broken rule comes back with its reason and can be overridden with a written one.
 */
export function NewBookingScreen({
  parks,
  park,
  initial,
  cardAtDesk,
}: {
  parks: Park[];
  park: Park;
  initial: { siteId?: string; start: string; end: string };
  /** The test gateway takes card numbers typed at the desk; a real gateway never gets them (decision 0054). */
  cardAtDesk: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const create = useMutation(trpc.admin.reservations.create.mutationOptions());
  const { containerRef, errors, message, clear, invalid, failed, setMessage } = useFormProblems();
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [siteId, setSiteId] = useState(initial.siteId ?? "");
  // Nothing is chosen for the desk: a booking is never recorded as paid by default (domain.md "Money").
  const [payment, setPayment] = useState<"" | "card" | "cash" | "pay_at_park">("");
  const [party, setParty] = useState({ adults: 2, children: 0, pets: 0 });
  const [tendered, setTendered] = useState("");
  const [ruleProblem, setRuleProblem] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [booked, setBooked] = useState<Booked | null>(null);

  const range = validStay(start, end) ? { from: start, to: end } : { from: initial.start, to: initial.end };
  const grid = useQuery(trpc.admin.reservations.grid.queryOptions({ parkId: park.id, ...range }));
  const sites = useMemo(
    () =>
      [...(grid.data?.campsites ?? [])].sort(
        (a, b) => a.campsiteTypeName.localeCompare(b.campsiteTypeName) || natural.compare(a.name, b.name),
      ),
    [grid.data],
  );
  const taken = useMemo(() => {
    const claimed = new Set<string>();
    for (const claim of grid.data?.claims ?? []) {
      if (claim.start < end && start < claim.end) claimed.add(claim.campsiteId);
    }
    return claimed;
  }, [grid.data, start, end]);

  const chosenSite = siteId || sites[0]?.id;
  // The price before booking: what create will charge for this site, stay and party, asked as they change.
  const quoteInput = {
    parkId: park.id,
    campsiteId: chosenSite ?? "",
    dates: { start, end },
    guests: party,
    // Once a rule refuses the stay, the price shown is what "Override and book" would charge.
    ...(ruleProblem ? { overrideRules: { reason: "Price with the rule overridden" } } : {}),
  };
  const quote = useQuery({
    ...trpc.admin.reservations.quote.queryOptions(quoteInput),
    enabled: Boolean(chosenSite) && validStay(start, end) && party.adults >= 1,
    retry: false,
    select: (data) => (data.kind === "walkIn" ? data : null),
  });
  const total = quote.data?.totalCents ?? null;
  const tenderedCents = dollarsToCents(tendered);
  const change = payment === "cash" ? changeDue(total, tenderedCents) : null;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? "").trim();
    if (!chosenSite) {
      invalid({ campsiteId: "Choose a site." });
      return;
    }
    if (!payment) {
      invalid({ payment: "Choose how the guest pays." });
      return;
    }
    if (payment === "cash" && (tenderedCents === null || (total !== null && tenderedCents < total))) {
      invalid({
        "payment.tendered": `Enter what the guest handed over${total !== null ? `: at least ${formatUsd(total)}` : ""}.`,
      });
      return;
    }
    const equipmentType = text("equipmentType");
    const rvLength = text("rvLength");
    clear();
    create.mutate(
      {
        parkId: park.id,
        campsiteId: chosenSite,
        dates: { start, end },
        guests: party,
        equipment: equipmentType
          ? {
              type: equipmentType as (typeof EQUIPMENT_TYPES)[number],
              rvLength: rvLength ? Number(rvLength) : undefined,
            }
          : undefined,
        guest: {
          firstName: text("firstName"),
          lastName: text("lastName"),
          email: text("email"),
          phone: text("phone"),
        },
        payment:
          payment === "card"
            ? {
                method: "card",
                card: {
                  gateway: "test",
                  cardNumber: text("cardNumber"),
                  expMonth: Number(text("expMonth")),
                  expYear: Number(text("expYear")),
                  cvc: text("cvc"),
                },
              }
            : payment === "cash"
              ? { method: "cash", tendered: tenderedCents ?? 0 }
              : { method: "pay_at_park" },
        overrideRules: ruleProblem && text("override") ? { reason: text("override") } : undefined,
        idempotencyKey: key,
      },
      {
        onSuccess: (result) => {
          setBooked(result);
          setRuleProblem(null);
          setKey(crypto.randomUUID());
          // The site just booked is "(taken)" on the next booking, and the grid shows the stay.
          void queryClient.invalidateQueries({ queryKey: trpc.admin.reservations.grid.queryKey() });
        },
        onError: (error) => {
          const problem = formErrorOf(error);
          if (isRuleRefusal(error) && problem.message) {
            setRuleProblem(problem.message);
            setMessage(null);
            return;
          }
          failed(error);
        },
      },
    );
  };

  if (booked) {
    const owed = booked.totalCents - booked.paidCents;
    return (
      <>
        <div className={styles.pageHead}>
          <h1>New booking</h1>
        </div>
        <section className={styles.panel} aria-labelledby="booked-heading">
          <h2 id="booked-heading">Booked: {booked.orderConfirmation}</h2>
          <p>
            Total {formatUsd(booked.totalCents)}
            {owed > 0 ? `, ${formatUsd(owed)} to pay at the park.` : ", paid."} The guest gets the
            confirmation by e-mail.
          </p>
          <div className={styles.actions}>
            <Button component={Link} href={`/admin/reservations/${booked.reservationId}?park=${park.slug}`}>
              Open the reservation
            </Button>
            <Button variant="default" onClick={() => setBooked(null)}>
              Book another
            </Button>
          </div>
        </section>
      </>
    );
  }

  return (
    <>
      <div className={styles.pageHead}>
        <h1>New booking</h1>
        <ParkPicker parks={parks} value={park.slug} />
      </div>
      <form ref={containerRef} onSubmit={onSubmit} noValidate>
        <FormAlert message={message} />
        <section className={styles.panel} aria-labelledby="stay-heading">
          <h2 id="stay-heading">Stay</h2>
          <div className={styles.formRow}>
            <TextInput
              type="date"
              label="Arrival"
              value={start}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setStart(value);
                if (isIsoDate(value) && (!isIsoDate(end) || end <= value)) setEnd(addDays(value, 1));
              }}
              error={errors["dates.start"]}
              required
            />
            <TextInput
              type="date"
              label="Departure"
              value={end}
              onChange={(event) => setEnd(event.currentTarget.value)}
              error={errors["dates.end"]}
              required
            />
            <NativeSelect
              label="Site"
              value={siteId || sites[0]?.id || ""}
              onChange={(event) => setSiteId(event.currentTarget.value)}
              error={errors.campsiteId}
              data={sites.map((site) => ({
                value: site.id,
                label: `${site.name} · ${site.campsiteTypeName}${taken.has(site.id) ? " (taken)" : ""}${site.accessible ? " · accessible" : ""}`,
              }))}
            />
          </div>
          {validStay(start, end) && (
            <p className={styles.muted}>
              {formatStay(start, end)}, {nightsBetween(start, end)} night
              {nightsBetween(start, end) === 1 ? "" : "s"}
            </p>
          )}
          <div className={styles.formRow}>
            <NumberInput
              name="adults"
              label="Adults"
              value={party.adults}
              onChange={(value) => setParty((current) => ({ ...current, adults: Number(value) || 0 }))}
              min={1}
              max={50}
              error={errors["guests.adults"]}
            />
            <NumberInput
              name="children"
              label="Children"
              value={party.children}
              onChange={(value) => setParty((current) => ({ ...current, children: Number(value) || 0 }))}
              min={0}
              max={50}
            />
            <NumberInput
              name="pets"
              label="Pets"
              value={party.pets}
              onChange={(value) => setParty((current) => ({ ...current, pets: Number(value) || 0 }))}
              min={0}
              max={10}
            />
            <NativeSelect
              name="equipmentType"
              label="Rig (optional)"
              data={[
                { value: "", label: "None" },
                ...EQUIPMENT_TYPES.map((type) => ({ value: type, label: type })),
              ]}
            />
            <NumberInput
              name="rvLength"
              label="Rig length (ft)"
              min={1}
              max={100}
              error={errors["equipment.rvLength"]}
            />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="guest-heading">
          <h2 id="guest-heading">Guest</h2>
          <div className={styles.formRow}>
            <TextInput
              name="firstName"
              label="First name"
              autoComplete="off"
              required
              error={errors["guest.firstName"]}
            />
            <TextInput
              name="lastName"
              label="Last name"
              autoComplete="off"
              required
              error={errors["guest.lastName"]}
            />
            <TextInput
              name="email"
              type="email"
              label="E-mail"
              autoComplete="off"
              required
              error={errors["guest.email"]}
            />
            <TextInput
              name="phone"
              type="tel"
              label="Phone"
              autoComplete="off"
              required
              error={errors["guest.phone"]}
            />
          </div>
        </section>
        <section className={styles.panel} aria-labelledby="payment-heading">
          <h2 id="payment-heading">Payment</h2>
          <p className={own.quote} aria-live="polite">
            {quote.data
              ? `Price: ${formatUsd(quote.data.totalCents)} for ${quote.data.nights} night${quote.data.nights === 1 ? "" : "s"} on site ${quote.data.site.name}, taxes ${formatUsd(quote.data.taxesCents)} included.`
              : quote.isError
                ? `No price yet: ${formErrorOf(quote.error).message ?? "check the stay."}`
                : "The price shows once the site, dates and party are set."}
          </p>
          <Radio.Group
            value={payment}
            onChange={(value) => setPayment(value as typeof payment)}
            label="How the guest pays"
            required
            error={errors.payment}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="cash" label="Cash now" />
              {cardAtDesk && <Radio value="card" label="Card now" />}
              <Radio value="pay_at_park" label="At the park later (the balance shows on Today)" />
            </Stack>
          </Radio.Group>
          {payment === "cash" && (
            <div className={styles.formRow} style={{ marginTop: "0.75rem" }}>
              <TextInput
                name="tendered"
                label="Cash handed over (dollars)"
                inputMode="decimal"
                autoComplete="off"
                leftSection="$"
                required
                value={tendered}
                onChange={(event) => setTendered(event.currentTarget.value)}
                error={errors["payment.tendered"]}
              />
              <p className={own.changeLine} aria-live="polite">
                {change !== null ? `Change to hand back: ${formatUsd(change)}` : "\u00a0"}
              </p>
            </div>
          )}
          {payment === "card" && (
            <div className={styles.formRow} style={{ marginTop: "0.75rem" }}>
              <TextInput
                name="cardNumber"
                label="Card number"
                inputMode="numeric"
                autoComplete="off"
                error={errors["payment.card.cardNumber"] ?? errors.payment}
              />
              <TextInput
                name="expMonth"
                label="Exp. month"
                inputMode="numeric"
                autoComplete="off"
                error={errors["payment.card.expMonth"]}
              />
              <TextInput
                name="expYear"
                label="Exp. year"
                inputMode="numeric"
                autoComplete="off"
                error={errors["payment.card.expYear"]}
              />
              <TextInput
                name="cvc"
                label="CVC"
                inputMode="numeric"
                autoComplete="off"
                error={errors["payment.card.cvc"]}
              />
            </div>
          )}
        </section>
        {ruleProblem && (
          <section className={styles.panel} aria-labelledby="override-heading">
            <h2 id="override-heading">A rule refuses this stay</h2>
            <Alert color="red" variant="light" role="alert" mb="sm">
              {ruleProblem}
            </Alert>
            <Textarea name="override" label="Override the rule: why?" autosize minRows={2} />
          </section>
        )}
        <Button type="submit" size="md" loading={create.isPending}>
          {ruleProblem
            ? total !== null
              ? `Override and book for ${formatUsd(total)}`
              : "Override and book"
            : total !== null
              ? `Book for ${formatUsd(total)}`
              : "Book"}
        </Button>
      </form>
    </>
  );
}
