"use client";

import { Button, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { consoleStyles as styles } from "@/features/console/client";
import { formatDay } from "@/lib/date-format";
import { formErrorOf } from "@/lib/trpc/form-errors";
import { useTRPC } from "@/lib/trpc/react";
import own from "./rates.module.css";

type Draft = { id?: string; name: string; start: string; end: string; weekendFactor: string };

const EMPTY: Draft = { name: "", start: "", end: "", weekendFactor: "" };

const factorWords = (factor: number | null) => (factor === null ? "The park's" : `×${factor.toFixed(2)}`);

/**
 * The park's seasons of every year (decision 0060): add next year's, or change one's nights or its weekend factor
 * (blank: the park's). A new season is priced once its types have a season rate (below).
 */
export function SeasonsPanel({ parkId, onSaved }: { parkId: string; onSaved: (text: string) => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const list = useQuery(trpc.admin.seasons.list.queryOptions({ parkId }));
  const save = useMutation(trpc.admin.seasons.upsert.mutationOptions());
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const field = (name: keyof Draft) => ({
    value: draft[name] ?? "",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      setDraft({ ...draft, [name]: event.currentTarget.value }),
    error: errors[name] || undefined,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = draft.weekendFactor.trim();
    const factor = typed === "" ? null : Number(typed.replace(/^×/, ""));
    const invalid: Record<string, string> = {};
    if (!draft.name.trim()) invalid.name = "Name the season.";
    if (!draft.start) invalid.start = "Choose the first night.";
    if (!draft.end) invalid.end = "Choose the last night.";
    if (factor !== null && (!Number.isFinite(factor) || factor < 0.5 || factor > 3)) {
      invalid.weekendFactor = "Between 0.5 and 3, like 1.15, or blank for the park's.";
    }
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        parkId,
        ...(draft.id ? { id: draft.id } : {}),
        name: draft.name.trim(),
        start: draft.start,
        end: draft.end,
        weekendFactor: factor,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: trpc.admin.seasons.list.pathKey() }),
        queryClient.invalidateQueries({ queryKey: trpc.admin.rates.list.pathKey() }),
      ]);
      setDraft(EMPTY);
      onSaved(
        `${saved.name} (${formatDay(saved.start)} – ${formatDay(saved.end)}) is saved, weekend nights ${factorWords(saved.weekendFactor).toLowerCase()}. Give its site types a season rate below.`,
      );
    } catch (error) {
      const problem = formErrorOf(error);
      const fields =
        Object.keys(problem.fields).length > 0 ? problem.fields : { name: problem.message ?? "Not saved." };
      setErrors(fields);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="season-list-heading">
      <h2 id="season-list-heading">Seasons</h2>
      <p className={styles.muted}>
        A night is priced by its season. Add next year's seasons here; a weekend factor left blank is the
        park's.
      </p>
      {list.data && list.data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">The park's seasons</caption>
            <thead>
              <tr>
                <th scope="col">Season</th>
                <th scope="col">Nights</th>
                <th scope="col">Weekend factor</th>
                <th scope="col">
                  <span className="visually-hidden">Edit</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.map((season) => (
                <tr key={season.id}>
                  <td>{season.name}</td>
                  <td>
                    {formatDay(season.start)} – {formatDay(season.end)}
                  </td>
                  <td>{factorWords(season.weekendFactor)}</td>
                  <td>
                    <Button
                      variant="default"
                      size="compact-md"
                      className={own.tapButton}
                      aria-label={`Edit ${season.name}, ${formatDay(season.start)} – ${formatDay(season.end)}`}
                      onClick={() =>
                        setDraft({
                          id: season.id,
                          name: season.name,
                          start: season.start,
                          end: season.end,
                          weekendFactor: season.weekendFactor === null ? "" : String(season.weekendFactor),
                        })
                      }
                    >
                      Edit
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form onSubmit={submit} noValidate aria-labelledby="season-form-heading" className={own.seasonEdit}>
        <h3 id="season-form-heading">{draft.id ? `Edit ${draft.name || "the season"}` : "Add a season"}</h3>
        <TextInput label="Name" required maxLength={60} {...field("name")} />
        <TextInput type="date" label="First night" required {...field("start")} />
        <TextInput type="date" label="Last night" required {...field("end")} />
        <TextInput
          label="Weekend factor (Fri and Sat nights)"
          description="Like 1.15 for 15 % more; blank: the park's."
          inputMode="decimal"
          {...field("weekendFactor")}
        />
        <div className={own.seasonActions}>
          <Button type="submit" loading={save.isPending} className={own.tapButton}>
            {draft.id ? "Save the season" : "Add the season"}
          </Button>
          {draft.id && (
            <Button variant="default" className={own.tapButton} onClick={() => setDraft(EMPTY)}>
              Cancel
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
