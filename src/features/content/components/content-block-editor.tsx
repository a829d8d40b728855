"use client";

import { Button, NativeSelect, Textarea, TextInput } from "@mantine/core";
import { useState } from "react";
import { consoleStyles, consoleFormStyles as styles } from "@/features/console/client";
import type { FieldErrors } from "@/lib/trpc/form-errors";
import { patchedAt, RowOrderActions } from "@/lib/ui/console-kit/ordered-rows";
import type { TContentBlock } from "../content-setup.schemas";

type BlockType = TContentBlock["type"];

/**
 * A block as the editor holds it: every field as typed (a list as one item per line, a distance as text), with
 * a key of its own so moving blocks keeps their inputs.
 */
export type DraftBlock = {
  rowKey: string;
  type: BlockType;
  text: string;
  question: string;
  answer: string;
  title: string;
  image: string;
  url: string;
  distance: string;
  items: string;
};

const TYPE_WORDS: Record<BlockType, string> = {
  paragraph: "Paragraph",
  heading: "Heading",
  faq: "Question and answer",
  card: "Card",
  list: "List",
};

export function draftOf(block: TContentBlock | null, type: BlockType = "paragraph"): DraftBlock {
  const draft: DraftBlock = {
    rowKey: crypto.randomUUID(),
    type: block?.type ?? type,
    text: "",
    question: "",
    answer: "",
    title: "",
    image: "",
    url: "",
    distance: "",
    items: "",
  };
  if (!block) return draft;
  switch (block.type) {
    case "paragraph":
    case "heading":
      return { ...draft, text: block.text };
    case "faq":
      return { ...draft, question: block.question, answer: block.answer };
    case "card":
      return {
        ...draft,
        title: block.title,
        text: block.text,
        image: block.image ?? "",
        url: block.url ?? "",
        distance: block.distanceMiles?.toString() ?? "",
      };
    case "list":
      return { ...draft, items: block.items.join("\n") };
  }
}

/** The block the server takes; what cannot be read (a distance that is not a number) is left for it to name. */
export function blockOf(draft: DraftBlock): TContentBlock {
  switch (draft.type) {
    case "paragraph":
    case "heading":
      return { type: draft.type, text: draft.text };
    case "faq":
      return { type: "faq", question: draft.question, answer: draft.answer };
    case "card":
      return {
        type: "card",
        title: draft.title,
        text: draft.text,
        ...(draft.image.trim() ? { image: draft.image } : {}),
        ...(draft.url.trim() ? { url: draft.url } : {}),
        ...(draft.distance.trim() ? { distanceMiles: Number(draft.distance) } : {}),
      };
    case "list":
      return {
        type: "list",
        items: draft.items
          .split("\n")
          .map((item) => item.trim())
          .filter(Boolean),
      };
  }
}

/** The page's blocks in order: each edited in place, moved up or down, removed; new ones added at the end. */
export function ContentBlockEditor({
  blocks,
  onChange,
  errors,
}: {
  blocks: DraftBlock[];
  onChange: (blocks: DraftBlock[]) => void;
  errors: FieldErrors;
}) {
  const [newType, setNewType] = useState<BlockType>("paragraph");
  const change = (index: number, patch: Partial<DraftBlock>) => onChange(patchedAt(blocks, index, patch));

  return (
    <fieldset className={styles.fieldset}>
      <legend>Blocks</legend>
      <div className={styles.formStack}>
        {blocks.length === 0 && <p className={styles.hint}>The page has no blocks yet.</p>}
        {blocks.map((block, index) => {
          const at = (field: string) =>
            Object.entries(errors).find(
              ([path]) => path === `blocks.${index}.${field}` || path.startsWith(`blocks.${index}.${field}.`),
            )?.[1];
          const label = `block ${index + 1} (${TYPE_WORDS[block.type]})`;
          const input = (
            field: "text" | "question" | "title" | "image" | "url" | "distance",
            name: string,
          ) => (
            <TextInput
              label={name}
              value={block[field]}
              onChange={(event) => change(index, { [field]: event.currentTarget.value })}
              error={at(field === "distance" ? "distanceMiles" : field)}
              classNames={{ input: styles.tap }}
            />
          );
          const area = (field: "text" | "answer" | "items", name: string, description?: string) => (
            <Textarea
              label={name}
              description={description}
              autosize
              minRows={2}
              value={block[field]}
              onChange={(event) => change(index, { [field]: event.currentTarget.value })}
              error={at(field)}
            />
          );
          return (
            <fieldset key={block.rowKey} className={styles.fieldset}>
              <legend>
                Block {index + 1}: {TYPE_WORDS[block.type]}
              </legend>
              <div className={styles.formStack}>
                {block.type === "heading" && input("text", "Text")}
                {block.type === "paragraph" && area("text", "Text")}
                {block.type === "faq" && (
                  <>
                    {input("question", "Question")}
                    {area("answer", "Answer")}
                  </>
                )}
                {block.type === "card" && (
                  <>
                    {input("title", "Title")}
                    {area("text", "Text")}
                    <div className={styles.grid}>
                      {input("url", "Link (optional)")}
                      {input("image", "Image (optional)")}
                      {input("distance", "Miles away (optional)")}
                    </div>
                  </>
                )}
                {block.type === "list" && area("items", "Items", "One item per line.")}
                <RowOrderActions rows={blocks} index={index} onChange={onChange} name={label} />
              </div>
            </fieldset>
          );
        })}
        <div className={consoleStyles.formRow}>
          <NativeSelect
            label="New block"
            value={newType}
            onChange={(event) => setNewType(event.currentTarget.value as BlockType)}
            data={(Object.keys(TYPE_WORDS) as BlockType[]).map((type) => ({
              value: type,
              label: TYPE_WORDS[type],
            }))}
            classNames={{ input: styles.tap }}
          />
          <Button
            variant="default"
            className={styles.tap}
            onClick={() => onChange([...blocks, draftOf(null, newType)])}
          >
            Add the block
          </Button>
        </div>
      </div>
    </fieldset>
  );
}
