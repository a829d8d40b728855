type JumpSection = { id: string; label: string };

/**
 * Links to the sections of a long page (a park, the account), in the order the page shows them. A section the page
 * leaves out this time is given as `false` (or null) and gets no link.
 */
export function JumpLinks({
  label,
  sections,
  className,
  listClassName,
}: {
  label: string;
  sections: ReadonlyArray<JumpSection | false | null | undefined>;
  className?: string;
  listClassName?: string;
}) {
  return (
    <nav aria-label={label} className={className}>
      <ul className={listClassName}>
        {sections
          .filter((section): section is JumpSection => Boolean(section))
          .map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.label}</a>
            </li>
          ))}
      </ul>
    </nav>
  );
}
