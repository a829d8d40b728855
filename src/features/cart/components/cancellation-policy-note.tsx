import { formatDay } from "@/lib/date-format";
import type { Cart } from "../cart.schemas";
import styles from "./cancellation-policy-note.module.css";

type ParkCart = Cart["parkShoppingCartsArray"][number];

/**
 * A park's cancellation policy with the refund deadline of this cart's stays (park time), shown before paying:
 * in the cart under the park's stays and at checkout beside Pay. `withParkName` names the park (at checkout,
 * where every park's policy is listed together).
 */
export function CancellationPolicyNote({
  park,
  withParkName = false,
}: {
  park: ParkCart;
  withParkName?: boolean;
}) {
  const { deadlines } = park.cancellationPolicy;
  if (deadlines.length === 0) return null;
  const title = withParkName ? `Cancellation policy of ${park.parkName}` : "Cancellation policy";
  return (
    <div className={styles.note}>
      <h3 className={styles.title}>{title}</h3>
      {deadlines.length === 1 ? (
        <p className={styles.text}>{deadlines[0]!.text}</p>
      ) : (
        <ul className={styles.list}>
          {deadlines.map((deadline) => (
            <li key={deadline.arrival} className={styles.text}>
              <strong>Arriving {formatDay(deadline.arrival)}:</strong> {deadline.text}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
