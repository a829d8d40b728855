import styles from "./not-found.module.css";

/** A park slug no park answers to: point the camper back to the parks and to search. */
export default function ParkNotFound() {
  return (
    <div className={styles.wrap}>
      <p className={styles.eyebrow}>404 · Park not found</p>
      <h1 className={styles.title}>We could not find that park</h1>
      <p className={styles.text}>
        The address may be misspelled, or the park may no longer take bookings here. Our parks are all around
        Roscoe, New York.
      </p>
      <p className={styles.actions}>
        <a href="/" className={styles.primary}>
          Search campsites
        </a>
        <a href="/accommodations">Browse accommodations</a>
      </p>
    </div>
  );
}
