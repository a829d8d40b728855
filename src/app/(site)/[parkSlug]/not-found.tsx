import { NotFoundPanel } from "@/features/shell/components/not-found-panel";

/** A slug no park answers to (or another page's missing thing): point the camper back to the parks and to search. */
export default function ParkNotFound() {
  return (
    <NotFoundPanel eyebrow="404 · Park not found" title="We could not find that park">
      <p>
        The address may be misspelled, or the park may no longer take bookings here. Our parks are all around
        Roscoe, New York.
      </p>
    </NotFoundPanel>
  );
}
