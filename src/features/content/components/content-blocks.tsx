import Image from "next/image";
import Link from "next/link";
import type { ContentBlock } from "@/server/db/schema";
import { type BlockRun, formatMilesAway, groupBlocks } from "../content-blocks";
import styles from "./content-blocks.module.css";
import { FaqAccordion } from "./faq-accordion";

type HeadingLevel = 2 | 3;

/**
 * The blocks of an information page, as staff wrote them. Titles of cards and FAQs sit one level below the
 * page's own headings (h3 once a heading block came before them, else h2), so the outline stays intact.
 */
export function ContentBlocks({ blocks }: { blocks: readonly ContentBlock[] }) {
  let sawHeading = false;
  return (
    <div className={styles.blocks}>
      {groupBlocks(blocks).map((run) => {
        if (run.kind === "single" && run.block.type === "heading") sawHeading = true;
        return <Run key={runKey(run)} run={run} level={sawHeading ? 3 : 2} />;
      })}
    </div>
  );
}

/** A key from the run's own text (runs have no id; staff do not repeat a block on a page). */
function runKey(run: BlockRun): string {
  if (run.kind === "faqs") return `faqs:${run.items[0]?.question}`;
  if (run.kind === "cards") return `cards:${run.items[0]?.title}`;
  const { block } = run;
  return `${block.type}:${block.type === "list" ? block.items.join("|") : block.text}`;
}

function Run({ run, level }: { run: BlockRun; level: HeadingLevel }) {
  switch (run.kind) {
    case "faqs":
      return <FaqAccordion items={run.items} headingLevel={level} />;
    case "cards":
      return (
        <ul className={styles.cards}>
          {run.items.map((card) => (
            <ContentCard key={card.title} card={card} level={level} />
          ))}
        </ul>
      );
    case "single": {
      const { block } = run;
      if (block.type === "heading") return <h2 className={styles.heading}>{block.text}</h2>;
      if (block.type === "list")
        return (
          <ul className={styles.list}>
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        );
      return <p className={styles.paragraph}>{block.text}</p>;
    }
  }
}

type Card = Extract<ContentBlock, { type: "card" }>;

function ContentCard({ card, level }: { card: Card; level: HeadingLevel }) {
  const Title = level === 2 ? "h2" : "h3";
  const external = card.url ? /^https?:\/\//.test(card.url) : false;
  return (
    <li className={card.url ? `${styles.card} ${styles.linked}` : styles.card}>
      {card.image && (
        <Image
          src={card.image}
          alt=""
          width={640}
          height={400}
          sizes="(max-width: 700px) 100vw, (max-width: 1100px) 50vw, 360px"
          className={styles.cardImage}
          // Staff may link art hosted elsewhere; only our own files go through the optimizer.
          unoptimized={/^https?:\/\//.test(card.image)}
        />
      )}
      <div className={styles.cardBody}>
        <Title className={styles.cardTitle}>
          {card.url && external ? (
            <a href={card.url} target="_blank" rel="noopener noreferrer">
              {card.title}
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : card.url ? (
            <Link href={card.url}>{card.title}</Link>
          ) : (
            card.title
          )}
        </Title>
        <p className={styles.cardText}>{card.text}</p>
        {card.distanceMiles !== undefined && (
          <p className={styles.distance}>{formatMilesAway(card.distanceMiles)}</p>
        )}
      </div>
    </li>
  );
}
