import type { ReactNode } from "react";

/** A side panel of an information page (our parks, Rewards, still have a question?), named by its heading. */
export function AsidePanel({
  id,
  title,
  classNames,
  children,
}: {
  /** The heading's id, which labels the panel. */
  id: string;
  title: string;
  classNames: { panel?: string; heading?: string };
  children: ReactNode;
}) {
  return (
    <section className={classNames.panel} aria-labelledby={id}>
      <h2 id={id} className={classNames.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}
