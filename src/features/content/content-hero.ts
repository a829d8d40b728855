/**
 * The hero art of an information page: the one staff set on the row, else the generated
 * `/art/heroes/<name>.webp` the art script draws per page; nested pages share their section's art
 * ("waivers/general" → waivers.webp).
 */
export function contentHeroImage(page: { key: string; heroImage: string | null }): string {
  return page.heroImage ?? `/art/heroes/${page.key.split("/")[0]}.webp`;
}
