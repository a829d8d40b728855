"use client";

import { NativeSelect, Textarea, TextInput } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { consoleStyles, consoleFormStyles as styles } from "@/features/console/client";
import type { CampsiteCategory } from "@/lib/campsites/categories";
import { CATEGORY_CHOICES } from "@/lib/forms/site-category-choices";
import { useTRPC } from "@/lib/trpc/react";
import { CheckboxList, TapCheckbox } from "@/lib/ui/console-kit/checkbox-list";
import { FormActions } from "@/lib/ui/console-kit/form-actions";
import { FormAlert } from "@/lib/ui/form-alert";
import { useFormProblems } from "@/lib/use-form-problems";
import type { TPageRow } from "../content-setup.schemas";
import { blockOf, ContentBlockEditor, type DraftBlock, draftOf } from "./content-block-editor";

type Park = { id: string; slug: string; name: string };

/**
 * Edits one information page (title, description, published, blocks; a waiver also which stays need it) or makes
 * a new legal page or waiver. An existing page's key is its address and stays.
 */
export function ContentPageEditor({
  page,
  parks,
  onSaved,
  onCancel,
}: {
  page: TPageRow | null;
  parks: Park[];
  onSaved: (saved: TPageRow) => void;
  onCancel: () => void;
}) {
  const trpc = useTRPC();
  const upsert = useMutation(trpc.admin.content.upsertPage.mutationOptions());
  const { containerRef, errors, message, clear, failed } = useFormProblems();
  const [section, setSection] = useState<"legal" | "waivers">("legal");
  const [slug, setSlug] = useState("");
  const [title, setTitle] = useState(page?.title ?? "");
  const [description, setDescription] = useState(page?.description ?? "");
  const [published, setPublished] = useState(page?.published ?? true);
  const [blocks, setBlocks] = useState<DraftBlock[]>(() =>
    (page?.blocks ?? []).map((block) => draftOf(block)),
  );
  const [scopeParks, setScopeParks] = useState<string[]>(page?.waiverScope?.parkSlugs ?? []);
  const [scopeCategories, setScopeCategories] = useState<string[]>(page?.waiverScope?.categories ?? []);
  const [scopeAddons, setScopeAddons] = useState((page?.waiverScope?.addonNames ?? []).join(", "));
  const key = page ? page.key : `${section}/${slug.trim()}`;
  const waiver = key.startsWith("waivers/");
  const known = ["key", "title", "description", "published", "blocks", "waiverScope"];
  const stray =
    Object.entries(errors).find(([path]) => !known.some((field) => path.startsWith(field)))?.[1] ?? null;
  const scopeError = Object.entries(errors).find(([path]) => path.startsWith("waiverScope"))?.[1];

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    upsert.mutate(
      {
        key,
        create: page === null,
        title,
        description,
        published,
        blocks: blocks.map(blockOf),
        waiverScope: waiver
          ? {
              parkSlugs: scopeParks,
              categories: scopeCategories as CampsiteCategory[],
              addonNames: scopeAddons
                .split(",")
                .map((name) => name.trim())
                .filter(Boolean),
            }
          : null,
      },
      { onSuccess: onSaved, onError: failed },
    );
  };

  const heading = page ? `Edit ${page.title}` : "New legal page or waiver";
  return (
    <section className={consoleStyles.panel} aria-labelledby="page-editor-heading">
      <div className={styles.sectionHead}>
        <h2 id="page-editor-heading">{heading}</h2>
        {page && <span className={styles.muted}>Address: {page.path}</span>}
      </div>
      <form ref={containerRef} noValidate onSubmit={onSubmit} className={styles.formStack}>
        <FormAlert message={message ?? stray} />
        {!page && (
          <div className={styles.grid}>
            <NativeSelect
              label="Kind"
              value={section}
              onChange={(event) => setSection(event.currentTarget.value as "legal" | "waivers")}
              data={[
                { value: "legal", label: "Legal page (/legal/…)" },
                { value: "waivers", label: "Waiver (/legal/waivers/…)" },
              ]}
              classNames={{ input: styles.tap }}
            />
            <TextInput
              label="Address name"
              description="Lower-case letters, digits and dashes, e.g. pets. It cannot change later."
              required
              value={slug}
              onChange={(event) => setSlug(event.currentTarget.value)}
              error={errors.key}
              classNames={{ input: styles.tap }}
            />
          </div>
        )}
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(event) => setTitle(event.currentTarget.value)}
          error={errors.title}
          classNames={{ input: styles.tap }}
        />
        <Textarea
          label="Description"
          description="Under the title, and in search results and link previews."
          autosize
          minRows={2}
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          error={errors.description}
        />
        <TapCheckbox
          label="Published (guests can read it)"
          checked={published}
          onChange={(event) => setPublished(event.currentTarget.checked)}
          error={errors.published}
          size="md"
        />
        {waiver && (
          <fieldset className={styles.fieldset}>
            <legend>Which checkouts ask for this waiver</legend>
            <p className={styles.hint}>
              A stay needs it when it matches every list you fill in; with all empty, every stay needs it.
            </p>
            <CheckboxList
              label="At these parks"
              value={scopeParks}
              onChange={setScopeParks}
              choices={parks.map((park) => ({ value: park.slug, label: park.name }))}
              size="md"
            />
            <CheckboxList
              label="For these sites"
              value={scopeCategories}
              onChange={setScopeCategories}
              choices={CATEGORY_CHOICES}
              size="md"
            />
            <TextInput
              mt="sm"
              label="With these add-ons"
              description="Add-on names, separated by commas, e.g. Kayak Rental (half day)"
              value={scopeAddons}
              onChange={(event) => setScopeAddons(event.currentTarget.value)}
              error={scopeError}
              classNames={{ input: styles.tap }}
            />
          </fieldset>
        )}
        <ContentBlockEditor blocks={blocks} onChange={setBlocks} errors={errors} />
        {errors.blocks && <p className={styles.hint}>{errors.blocks}</p>}
        <FormActions
          onCancel={onCancel}
          actionLabel={page ? "Save the page" : "Add the page"}
          pending={upsert.isPending}
        />
      </form>
    </section>
  );
}
