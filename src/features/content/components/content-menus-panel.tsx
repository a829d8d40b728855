"use client";

import { Button, NativeSelect, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { consoleStyles, consoleFormStyles as styles } from "@/features/console/client";
import { useTRPC } from "@/lib/trpc/react";
import { TapCheckbox } from "@/lib/ui/console-kit/checkbox-list";
import { patchedAt, RowOrderActions } from "@/lib/ui/console-kit/ordered-rows";
import { QueryView } from "@/lib/ui/console-kit/query-view";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import { MENU_LINK_GROUPS } from "../content-setup.schemas";

type PanelProps = { onDone: (text: string) => void; onStart: () => void };
type Group = (typeof MENU_LINK_GROUPS)[number];
type Link = { text: string; url: string; openNewTab: boolean; offBookingSite: boolean; image: string | null };
/** A row of the editor: the link and a key of its own, so moving rows keeps their inputs. */
type Row = Link & { rowKey: string };

/** A link's yes-or-no settings, a box each. */
const LINK_FLAGS = [
  ["openNewTab", "Opens in a new tab"],
  ["offBookingSite", "Leaves the booking site"],
] as const;

const GROUP_WORDS: Record<Group, string> = {
  explore: "Explore (header left, footer)",
  help: "Help (header right, footer)",
  locations: "Locations (dropdown with images)",
  legal: "Legal (footer)",
};

/** One menu at a time: its links in order, each edited in place, moved, removed or added; saved as a whole. */
export function ContentMenusPanel({ onDone, onStart }: PanelProps) {
  const trpc = useTRPC();
  const menus = useQuery(trpc.admin.content.listMenuLinks.queryOptions());
  const [group, setGroup] = useState<Group>("explore");

  return (
    <section className={consoleStyles.panel} aria-labelledby="menus-heading">
      <div className={styles.sectionHead}>
        <h2 id="menus-heading">Menu links</h2>
        <NativeSelect
          label="Menu"
          value={group}
          onChange={(event) => {
            onStart();
            setGroup(event.currentTarget.value as Group);
          }}
          data={MENU_LINK_GROUPS.map((value) => ({ value, label: GROUP_WORDS[value] }))}
          classNames={{ input: styles.tap }}
        />
      </div>
      <QueryView query={menus} loading="Loading the menus…" mutedClassName={consoleStyles.muted}>
        {(data) => (
          <MenuForm
            // A fresh form per menu and per saved version: it starts from what guests see.
            key={`${group}:${JSON.stringify(data[group])}`}
            group={group}
            links={data[group]}
            onDone={onDone}
            onStart={onStart}
          />
        )}
      </QueryView>
    </section>
  );
}

function MenuForm({
  group,
  links,
  onDone,
  onStart,
}: {
  group: Group;
  links: Link[];
  onDone: (text: string) => void;
  onStart: () => void;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const upsert = useMutation(trpc.admin.content.upsertMenuLinks.mutationOptions());
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const [rows, setRows] = useState<Row[]>(() =>
    links.map((link) => ({ ...link, rowKey: crypto.randomUUID() })),
  );
  const withImage = group === "locations";
  const stray = Object.entries(errors).find(([path]) => !path.startsWith("links."))?.[1] ?? null;

  const change = (index: number, patch: Partial<Link>) =>
    setRows((current) => patchedAt<Row>(current, index, patch));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    onStart();
    upsert.mutate(
      {
        group,
        links: rows.map(({ rowKey: _, ...link }) => ({
          ...link,
          image: withImage && link.image?.trim() ? link.image : null,
        })),
      },
      {
        onSuccess: async () => {
          onDone(`The ${group} menu is saved; guests see it on their next page.`);
          await queryClient.invalidateQueries({ queryKey: trpc.admin.content.listMenuLinks.queryKey() });
        },
        onError: failed,
      },
    );
  };

  return (
    <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.formStack}>
      <FormAlert message={message ?? stray} />
      {group === "locations" && (
        <p className={styles.hint}>With no links here, the header lists every park with its hero image.</p>
      )}
      {rows.length === 0 && <p className={consoleStyles.muted}>This menu has no links.</p>}
      {rows.map((row, index) => {
        const at = (field: string) => errors[`links.${index}.${field}`];
        const name = row.text || `link ${index + 1}`;
        const input = (field: "text" | "url" | "image", label: string, description: string) => (
          <TextInput
            label={label}
            description={description}
            required={field !== "image"}
            value={row[field] ?? ""}
            onChange={(event) => change(index, { [field]: event.currentTarget.value })}
            error={at(field)}
            classNames={{ input: styles.tap }}
          />
        );
        return (
          <fieldset key={row.rowKey} className={styles.fieldset}>
            <legend>
              Link {index + 1} of {rows.length}
            </legend>
            <div className={styles.grid}>
              {input("text", "Words", "As guests read it")}
              {input("url", "Goes to", "A path like /faqs, or https://…")}
              {withImage && input("image", "Image", "A path like /art/parks/…")}
            </div>
            <div className={styles.checks}>
              {LINK_FLAGS.map(([flag, label]) => (
                <TapCheckbox
                  key={flag}
                  label={label}
                  checked={row[flag]}
                  onChange={(event) => change(index, { [flag]: event.currentTarget.checked })}
                  size="md"
                />
              ))}
            </div>
            <RowOrderActions rows={rows} index={index} onChange={setRows} name={name} />
          </fieldset>
        );
      })}
      <div className={consoleStyles.actions}>
        <Button
          variant="default"
          className={styles.tap}
          onClick={() =>
            setRows((current) => [
              ...current,
              {
                text: "",
                url: "",
                openNewTab: false,
                offBookingSite: false,
                image: null,
                rowKey: crypto.randomUUID(),
              },
            ])
          }
        >
          Add a link
        </Button>
        <Button type="submit" loading={upsert.isPending} className={styles.tap}>
          Save this menu
        </Button>
      </div>
    </form>
  );
}
