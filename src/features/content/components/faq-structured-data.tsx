import type { ContentBlock } from "@/server/db/schema";

/** schema.org FAQPage data for search engines, from the page's FAQ blocks. */
export function FaqStructuredData({ blocks }: { blocks: readonly ContentBlock[] }) {
  const faqs = blocks.filter((block) => block.type === "faq");
  if (faqs.length === 0) return null;
  const data = {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
  // "<" escaped so staff text can never close the script element.
  const json = JSON.stringify(data).replace(/</g, "\\u003c");
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD must be raw script text; "<" is escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
