/** The header's groups (spec §2). Link texts and targets are fixed by the spec's routes. */
export const LEFT_LINKS = [
  { text: "Accommodations", href: "/accommodations" },
  { text: "Activities", href: "/activities" },
] as const;
export const REGION_LINK = { text: "Roscoe & Beyond", href: "/roscoe-and-beyond" } as const;
export const RIGHT_LINKS = [
  { text: "FAQs", href: "/faqs" },
  { text: "About", href: "/about" },
  { text: "Contact", href: "/contact" },
] as const;
