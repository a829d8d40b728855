"use client";

import { Alert, Button, NativeSelect } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";

import { ConsoleNotice, type Notice, ParkPicker, consoleStyles as styles } from "@/features/console/client";
import { formatDay, formatMonth } from "@/lib/date-format";
import { formatUsd } from "@/lib/money";

import { DANGER_COLOR } from "@/lib/theme";
import { formErrorOf, sentenceOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import { EntityTable } from "@/lib/ui/console-kit/entity-table";
import { type RateDraft, RatePeriodForm } from "./rate-period-form";
import { lastDayOf, shiftMonth, WEEKDAY_SHORT, weekdaysWords } from "./rate-words";
import own from "./rates.module.css";
import { RerateBookedStays } from "./rerate-booked-stays";
import { SeasonRates } from "./season-rates";
import { SeasonsPanel } from "./seasons-panel";

type Park = { id: string; slug: string; name: string };

/**
 * The rate calendar of one site type: each night's base rate as guests are priced from it (season or rate period),
 * a month at a time. Pick nights to lay a rate period over them; change a season's rate; every change is previewed
 * as the guest's all-in price before it is saved, and applies to new bookings.
 */
export function RatesScreen({ parks, park, today }: { parks: Park[]; park: Park; today: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [month, setMonth] = useState(today.slice(0, 7));
  const [typeId, setTypeId] = useState<string | null>(null);
  const [draft, setDraft] = useState<RateDraft | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The booked stays the last saved change listed: they keep their price unless staff re-rate them.
  const [booked, setBooked] = useState<{ reservationId: string }[]>([]);
  const saved = (text: string, stays: { reservationId: string }[]) => {
    setNotice({ tone: "done", text });
    setBooked(stays);
  };

  const calendar = useQuery({
    ...trpc.admin.rates.list.queryOptions({
      parkId: park.id,
      from: `${month}-01`,
      to: lastDayOf(month),
    }),
    placeholderData: keepPreviousData,
  });
  // A park closed this month (winter) opens on its next season's first month, once: staff price what guests book.
  const jumped = useRef(false);
  useEffect(() => {
    const data = calendar.data;
    if (jumped.current || !data || calendar.isPlaceholderData) return;
    jumped.current = true;
    if (data.days.some((day) => day.baseCents !== null)) return;
    const next = data.seasons.find((season) => season.startDate > lastDayOf(month));
    if (next) setMonth(next.startDate.slice(0, 7));
  }, [calendar.data, calendar.isPlaceholderData, month]);
  const types = calendar.data?.types ?? [];
  const type = types.find((candidate) => candidate.id === typeId) ?? types[0];
  const days = (calendar.data?.days ?? []).filter((day) => day.campsiteTypeId === type?.id);
  const periods = (calendar.data?.periods ?? []).filter((period) => period.campsiteTypeId === type?.id);
  const periodNames = new Map(periods.map((period) => [period.id, period.label || "Rate period"]));

  const remove = useMutation(
    trpc.admin.rates.remove.mutationOptions({
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: trpc.admin.rates.list.pathKey() });
        setNotice({
          tone: "done",
          text: "Removed the rate period: its nights are priced from the season again.",
        });
      },
      onError: (error) =>
        setNotice({ tone: "refused", text: formErrorOf(error).message ?? "Could not remove it." }),
    }),
  );

  const pick = (date: string) => {
    setNotice(null);
    if (draft && !draft.id && draft.startDate === draft.endDate && date > draft.startDate) {
      setDraft({ ...draft, endDate: date });
    } else {
      setDraft({ label: "", startDate: date, endDate: date, weekdays: null, nightlyCents: null });
    }
  };
  const inDraft = (date: string) => Boolean(draft && draft.startDate <= date && date <= draft.endDate);
  const leadingBlanks = days[0] ? new Date(`${days[0].date}T00:00:00Z`).getUTCDay() : 0;

  return (
    <>
      <div className={styles.pageHead}>
        <h1>Rates</h1>
      </div>
      <ConsoleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {booked.length > 0 && (
        <RerateBookedStays
          key={booked.map((stay) => stay.reservationId).join()}
          stays={booked}
          parkSlug={park.slug}
          onDismiss={() => setBooked([])}
        />
      )}
      <div className={own.toolbar}>
        {parks.length > 1 && <ParkPicker parks={parks} value={park.slug} />}
        <NativeSelect
          label="Site type"
          styles={{ input: { minHeight: 44 } }}
          value={type?.id ?? ""}
          data={types.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          onChange={(event) => {
            setTypeId(event.currentTarget.value);
            setDraft(null);
          }}
        />
        <div className={own.monthNav}>
          <Button
            variant="default"
            aria-label="Previous month"
            onClick={() => setMonth(shiftMonth(month, -1))}
          >
            ‹
          </Button>
          <h2 aria-live="polite">{formatMonth(month)}</h2>
          <Button variant="default" aria-label="Next month" onClick={() => setMonth(shiftMonth(month, 1))}>
            ›
          </Button>
        </div>
      </div>

      {calendar.isError ? (
        <Alert color="red" variant="light" role="alert">
          {sentenceOf(calendar.error)}
        </Alert>
      ) : !calendar.data ? (
        <p className={styles.muted}>Loading the rates…</p>
      ) : !type ? (
        <p>This park has no open site types yet.</p>
      ) : (
        <section className={styles.panel} aria-labelledby="calendar-heading">
          <h2 id="calendar-heading">
            {type.name}: what guests pay per night, {formatMonth(month)}
          </h2>
          <p className={styles.muted}>
            Each night shows the guest's price (before fees and taxes): the base rate with the weekend factor
            on Fri and Sat nights (the season's, else the park's ×
            {(calendar.data.pricing.weekendFactorBp / 10_000).toFixed(2)}) and holidays ×
            {(calendar.data.pricing.holidayFactorBp / 10_000).toFixed(2)}; the base rate is below it when they
            differ. Smart pricing on busy nights comes on top. Choose a night to start a rate period, then a
            later night to end it.
          </p>
          <div className={own.calendar} aria-hidden="true">
            {WEEKDAY_SHORT.map((day) => (
              <span key={day} className={own.weekday}>
                {day}
              </span>
            ))}
          </div>
          <ul className={own.calendar} aria-label={`Nights of ${formatMonth(month)}`}>
            {days.map((day) => {
              const source =
                day.baseCents === null
                  ? "closed"
                  : day.ratePeriodId
                    ? periodNames.get(day.ratePeriodId)
                    : day.seasonName;
              return (
                <li
                  key={day.date}
                  style={day === days[0] ? { gridColumnStart: leadingBlanks + 1 } : undefined}
                >
                  <button
                    type="button"
                    className={[
                      own.day,
                      day.baseCents === null ? own.closed : day.ratePeriodId ? own.fromPeriod : "",
                      day.weekend ? own.weekend : "",
                    ].join(" ")}
                    aria-pressed={inDraft(day.date)}
                    onClick={() => pick(day.date)}
                  >
                    {/* The name a screen reader reads holds the visible text: "Wed, Jul 14 $99, Derby week". */}
                    <span className={own.dayNumber}>
                      <span className="visually-hidden">{formatDay(day.date).replace(/\d+$/, "")}</span>
                      {Number(day.date.slice(8))}
                    </span>
                    <span className={own.dayRate}>
                      {day.guestCents === null ? "—" : formatUsd(day.guestCents)}
                      {day.baseCents !== null && day.guestCents !== day.baseCents && (
                        <span className={own.dayBase}>base {formatUsd(day.baseCents)}</span>
                      )}
                      <span className="visually-hidden">
                        {day.baseCents === null ? ", closed" : source ? `, ${source}` : ""}
                        {day.holiday ? ", holiday" : ""}
                      </span>
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
          <ul className={own.legend}>
            <li>
              <span className={own.swatch} /> Season rate
            </li>
            <li>
              <span className={`${own.swatch} ${own.fromPeriod}`} /> Rate period
            </li>
            <li>
              <span className={`${own.swatch} ${own.closed}`} /> Closed for this type
            </li>
          </ul>
        </section>
      )}

      {type && draft && (
        <RatePeriodForm
          key={`${draft.id ?? "new"}-${type.id}`}
          parkId={park.id}
          campsiteTypeId={type.id}
          typeName={type.name}
          draft={draft}
          onChange={setDraft}
          onCancel={() => setDraft(null)}
          onSaved={(text, stays) => {
            setDraft(null);
            saved(text, stays);
          }}
        />
      )}

      {type && calendar.data && (
        <section className={styles.panel} aria-labelledby="periods-heading">
          <h2 id="periods-heading">Rate periods of {type.name}</h2>
          <p className={styles.muted}>
            Where periods overlap, the shorter one wins (then one limited to some weekdays, then the one saved
            last) — no ordering by hand.
          </p>
          {periods.length === 0 ? (
            <p>None yet: every night is priced from its season.</p>
          ) : (
            <EntityTable
              caption={`Rate periods of ${type.name}`}
              classNames={{ wrap: styles.tableWrap, table: styles.table }}
              rows={periods}
              rowKey={(period) => period.id}
              columns={[
                { header: "Name", cell: (period) => period.label || "—" },
                {
                  header: "Nights",
                  cell: (period) => (
                    <>
                      {formatDay(period.startDate)} – {formatDay(period.endDate)}
                    </>
                  ),
                },
                { header: "Weekdays", cell: (period) => weekdaysWords(period.weekdays) },
                { header: "Rate", cell: (period) => formatUsd(period.nightlyCents) },
                {
                  header: "Actions",
                  cell: (period) => (
                    <div className={styles.actions}>
                      <Button
                        variant="default"
                        aria-label={`Change ${period.label || "rate period"} ${formatDay(period.startDate)} to ${formatDay(period.endDate)}`}
                        onClick={() => {
                          setNotice(null);
                          setDraft({ ...period });
                        }}
                      >
                        Change
                      </Button>
                      <Button
                        variant="outline"
                        color={DANGER_COLOR}
                        aria-label={`Remove ${period.label || "rate period"} ${formatDay(period.startDate)} to ${formatDay(period.endDate)}`}
                        loading={remove.isPending && remove.variables?.ratePeriodId === period.id}
                        onClick={() => remove.mutate({ ratePeriodId: period.id })}
                      >
                        Remove
                      </Button>
                    </div>
                  ),
                },
              ]}
            />
          )}
        </section>
      )}

      {type && calendar.data && (
        <SeasonRates
          parkId={park.id}
          type={type}
          seasons={calendar.data.seasons}
          rates={calendar.data.seasonRates.filter((rate) => rate.campsiteTypeId === type.id)}
          onSaved={saved}
          onRefused={(text) => setNotice({ tone: "refused", text })}
        />
      )}

      <SeasonsPanel parkId={park.id} onSaved={(text) => setNotice({ tone: "done", text })} />
    </>
  );
}
