"use client";

import { Accordion } from "@mantine/core";
import type { ContentBlock } from "@/server/db/schema";
import classes from "./faq-accordion.module.css";

type Faq = Extract<ContentBlock, { type: "faq" }>;

/**
 * Questions as an accordion: each question is a button (Enter/Space toggle, arrow keys move between
 * questions) inside a heading. Answers stay in the HTML while closed, so search engines and find-in-page see them.
 */
export function FaqAccordion({ items, headingLevel }: { items: Faq[]; headingLevel: 2 | 3 }) {
  return (
    <Accordion
      multiple
      variant="separated"
      order={headingLevel}
      keepMounted
      keepMountedMode="display-none"
      classNames={classes}
    >
      {items.map((faq, index) => (
        // The value becomes part of element ids, so it must not be the question text (ids have no spaces).
        <Accordion.Item key={faq.question} value={`faq-${index + 1}`}>
          <Accordion.Control>{faq.question}</Accordion.Control>
          <Accordion.Panel>{faq.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
