import { IconPaw, IconUsers } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** "No pets", "1 pet allowed", "2 pets allowed" */
export function petsText(maxPets: number): string {
  if (maxPets === 0) return "No pets";
  return maxPets === 1 ? "1 pet allowed" : `${maxPets} pets allowed`;
}

/**
 * How many a stay type sleeps and the pets it takes, as a list of facts with their icons (the park page's cards and
 * the search's results); `children` are further facts of the list.
 */
export function StayTypeFacts({
  type,
  className,
  children,
}: {
  type: { maxGuests: number; maxPets: number };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      <li>
        <IconUsers aria-hidden size={18} stroke={1.75} />
        Sleeps {type.maxGuests}
      </li>
      <li>
        <IconPaw aria-hidden size={18} stroke={1.75} />
        {petsText(type.maxPets)}
      </li>
      {children}
    </ul>
  );
}
