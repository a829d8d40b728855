"use client";

import { Button, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";

import { consoleStyles as styles } from "@/features/console/client";
import { formatDay } from "@/lib/date-format";
import { centsToDollars, dollarsToCents, formatUsd } from "@/lib/money";

import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import own from "./rates.module.css";

/** The base rate of the type in each season of the park, each editable in place. */
export function SeasonRates({
  parkId,
  type,
  seasons,
  rates,
  onSaved,
  onRefused,
}: {
  parkId: string;
  type: { id: string; name: string };
  seasons: { id: string; name: string; startDate: string; endDate: string }[];
  rates: { seasonId: string; nightlyCents: number }[];
  onSaved: (text: string, booked: { reservationId: string }[]) => void;
  onRefused: (text: string) => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation(trpc.admin.rates.upsert.mutationOptions());
  const rateOf = (seasonId: string) => rates.find((rate) => rate.seasonId === seasonId)?.nightlyCents;

  const submit = (seasonId: string, seasonName: string) => async (event: FormEvent) => {
    event.preventDefault();
    const typed =
      values[seasonId] ?? (rateOf(seasonId) === undefined ? "" : centsToDollars(rateOf(seasonId)!));
    const cents = dollarsToCents(typed);
    if (cents === null) {
      setErrors({ ...errors, [seasonId]: "Enter the nightly rate in dollars, e.g. 45 or 45.50." });
      return;
    }
    setErrors({ ...errors, [seasonId]: "" });
    try {
      const saved = await save.mutateAsync({
        kind: "season",
        parkId,
        campsiteTypeId: type.id,
        seasonId,
        nightlyCents: cents,
      });
      await queryClient.invalidateQueries({ queryKey: trpc.admin.rates.list.pathKey() });
      onSaved(
        `${type.name} costs ${formatUsd(cents)} a night in ${seasonName} for new bookings` +
          (saved.affected.length > 0
            ? `; ${saved.affected.length} booked ${saved.affected.length === 1 ? "stay keeps its" : "stays keep their"} price (listed below).`
            : "."),
        saved.affected,
      );
    } catch (error) {
      const problem = formErrorOf(error);
      const message =
        problem.fields.nightlyCents ?? problem.message ?? Object.values(problem.fields)[0] ?? "Not saved.";
      if (problem.fields.nightlyCents) setErrors({ ...errors, [seasonId]: message });
      else onRefused(message);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="seasons-heading">
      <h2 id="seasons-heading">Season rates of {type.name}</h2>
      <p className={styles.muted}>A season without a rate is a season the type is not offered in.</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className="visually-hidden">Season rates of {type.name}</caption>
          <thead>
            <tr>
              <th scope="col">Season</th>
              <th scope="col">Nightly base rate</th>
            </tr>
          </thead>
          <tbody>
            {seasons.map((season) => (
              <tr key={season.id}>
                <td>
                  {season.name} {season.startDate.slice(0, 4)}
                  <div className={styles.muted}>
                    {formatDay(season.startDate)} – {formatDay(season.endDate)}
                  </div>
                </td>
                <td>
                  <form className={own.seasonForm} onSubmit={submit(season.id, season.name)} noValidate>
                    <TextInput
                      label={`${season.name} ${season.startDate.slice(0, 4)} rate ($)`}
                      labelProps={{ className: "visually-hidden" }}
                      inputMode="decimal"
                      placeholder="Not offered"
                      value={
                        values[season.id] ??
                        (rateOf(season.id) === undefined ? "" : centsToDollars(rateOf(season.id)!))
                      }
                      onChange={(event) => setValues({ ...values, [season.id]: event.currentTarget.value })}
                      error={errors[season.id] || undefined}
                    />
                    <Button
                      type="submit"
                      variant="default"
                      aria-label={`Save the ${season.name} ${season.startDate.slice(0, 4)} rate`}
                    >
                      Save
                    </Button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
