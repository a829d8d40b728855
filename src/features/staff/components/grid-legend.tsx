import { IconBrush, IconCheck, IconLock, IconNote, IconTool, IconWheelchair } from "@tabler/icons-react";
import styles from "./grid.module.css";

/** What the chart's colours and marks mean, and how to move a stay with the pointer or the keyboard. */
export function GridLegend() {
  return (
    <details className={styles.help}>
      <summary>Legend and how to move a stay</summary>
      <ul className={styles.legend} aria-label="Legend">
        <li>
          <span className={`${styles.swatch} ${styles.reservation}`} /> Reservation
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.hold}`} /> Hold in a guest's cart
        </li>
        <li>
          <span className={`${styles.swatch} ${styles.block}`} /> Block
        </li>
        <li>
          <IconCheck size={16} stroke={3} aria-hidden="true" /> Checked in
        </li>
        <li>
          <span className={styles.legendOwed}>$ owed</span> Balance to pay
        </li>
        <li>
          <IconNote size={16} aria-hidden="true" /> Pinned note (in the stay's tooltip)
        </li>
        <li>
          <IconLock size={16} aria-hidden="true" /> Site locked by the guest
        </li>
        <li>
          <IconWheelchair size={16} aria-hidden="true" /> Accessible site
        </li>
        <li>
          <span className={styles.housekeeping} data-status="NEEDS_CLEANING">
            <IconBrush size={15} aria-hidden="true" />
          </span>{" "}
          Needs cleaning
        </li>
        <li>
          <span className={styles.housekeeping} data-status="OUT_OF_ORDER">
            <IconTool size={15} aria-hidden="true" />
          </span>{" "}
          Out of order
        </li>
      </ul>
      <p>
        Drag a stay to another site or other dates; drag its right edge to change the departure; drag across
        free nights to book or block them. With the keyboard: focus a stay, move it with the arrow keys (Shift
        + left or right changes the departure) and press Enter to confirm, Escape to cancel. Near the chart's
        edges a drag scrolls it.
      </p>
    </details>
  );
}
