import { formatUsd } from "@/lib/money";
import styles from "./member-price.module.css";

/**
 * A member's price beside the regular one: "$90 $81 member price", the regular price struck through. Screen
 * readers hear "Regular price $90.00, member price $81.00".
 */
export function MemberPrice({
  regularCents,
  memberCents,
  unit,
}: {
  regularCents: number;
  memberCents: number;
  /** e.g. "/night"; omitted for a total. */
  unit?: string;
}) {
  return (
    <span className={styles.memberPrice}>
      <s className={styles.regular}>
        <span className="visually-hidden">Regular price </span>
        {formatUsd(regularCents)}
      </s>{" "}
      <strong className={styles.member}>
        <span className="visually-hidden">, member price </span>
        {formatUsd(memberCents)}
      </strong>
      {unit && <span className={styles.unit}>{unit}</span>}{" "}
      <span className={styles.tag} aria-hidden>
        member price
      </span>
    </span>
  );
}
