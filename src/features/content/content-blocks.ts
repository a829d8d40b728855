import type { ContentBlock } from "@/server/db/schema";

type Block<T extends ContentBlock["type"]> = Extract<ContentBlock, { type: T }>;

/** How a page renders its blocks: consecutive FAQs become one accordion, consecutive cards one grid. */
export type BlockRun =
  | { kind: "faqs"; items: Block<"faq">[] }
  | { kind: "cards"; items: Block<"card">[] }
  | { kind: "single"; block: Block<"paragraph" | "heading" | "list"> };

export function groupBlocks(blocks: readonly ContentBlock[]): BlockRun[] {
  const runs: BlockRun[] = [];
  for (const block of blocks) {
    const last = runs.at(-1);
    if (block.type === "faq") {
      if (last?.kind === "faqs") last.items.push(block);
      else runs.push({ kind: "faqs", items: [block] });
    } else if (block.type === "card") {
      if (last?.kind === "cards") last.items.push(block);
      else runs.push({ kind: "cards", items: [block] });
    } else {
      runs.push({ kind: "single", block });
    }
  }
  return runs;
}

const miles = new Intl.NumberFormat("en-US", { maximumFractionDigits: 1 });

/** "12 mi away", "0.3 mi away". */
export function formatMilesAway(distanceMiles: number): string {
  return `${miles.format(distanceMiles)} mi away`;
}
