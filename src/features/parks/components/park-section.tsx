import type { ReactNode } from "react";
import ui from "./park-ui.module.css";

type ParkSectionProps = {
  /** Fragment id, also the target of the page's "On this page" links. */
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
};

/** One titled band of the park page, labelled by its heading for assistive technology. */
export function ParkSection({ id, eyebrow, title, intro, children }: ParkSectionProps) {
  const headingId = `${id}-title`;
  return (
    <section id={id} aria-labelledby={headingId} className={ui.section}>
      <div className={ui.container}>
        <header className={ui.sectionHeader}>
          {eyebrow && <p className={ui.eyebrow}>{eyebrow}</p>}
          <h2 id={headingId} className={ui.title}>
            {title}
          </h2>
          {intro && <p className={ui.intro}>{intro}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}
