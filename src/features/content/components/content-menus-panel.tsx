"use client";

import { Button, Checkbox, NativeSelect, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { consoleStyles, consoleFormStyles as styles } from "@/features/console/client";
import { useTRPC } from "@/lib/trpc/react";
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
        return (
          <fieldset key={row.rowKey} className={styles.fieldset}>
            <legend>
              Link {index + 1} of {rows.length}
            </legend>
            <div className={styles.grid}>
              <TextInput
                label="Words"
                description="As guests read it"
                required
                value={row.text}
                onChange={(event) => change(index, { text: event.currentTarget.value })}
                error={at("text")}
                classNames={{ input: styles.tap }}
              />
              <TextInput
                label="Goes to"
                description="A path like /faqs, or https://…"
                required
                value={row.url}
                onChange={(event) => change(index, { url: event.currentTarget.value })}
                error={at("url")}
                classNames={{ input: styles.tap }}
              />
              {withImage && (
                <TextInput
                  label="Image"
                  description="A path like /art/parks/…"
                  value={row.image ?? ""}
                  onChange={(event) => change(index, { image: event.currentTarget.value })}
                  error={at("image")}
                  classNames={{ input: styles.tap }}
                />
              )}
            </div>
            <div className={styles.checks}>
              <Checkbox
                label="Opens in a new tab"
                checked={row.openNewTab}
                onChange={(event) => change(index, { openNewTab: event.currentTarget.checked })}
                size="md"
                classNames={{ body: styles.checkBody, label: styles.checkLabel }}
              />
              <Checkbox
                label="Leaves the booking site"
                checked={row.offBookingSite}
                onChange={(event) => change(index, { offBookingSite: event.currentTarget.checked })}
                size="md"
                classNames={{ body: styles.checkBody, label: styles.checkLabel }}
              />
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
