import Image from "next/image";

/**
 * The decorative art behind a page's first heading, across the whole band. An `<img>` in the document (not a CSS
 * background): found by the browser's first scan and sized for the screen, so the hero paints with the text
 * instead of after the stylesheet; fetched eagerly and first, as the largest paint of the page.
 */
export function HeroArt({ src, className }: { src: string; className?: string }) {
  return (
    <Image src={src} alt="" fill loading="eager" fetchPriority="high" sizes="100vw" className={className} />
  );
}
