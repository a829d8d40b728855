import Link from "next/link";
import { consoleStyles } from "@/features/console/client";
import type { TRulesOverview } from "../rules.schemas";
import { ruleKindSummaries } from "../rules-summary";
import styles from "./rules-screen.module.css";

/**
 * The eleven rule kinds of the engine: where each is set and what it is for this park now. A table's columns on a
 * wide screen, one block per rule on a phone (a list with a heading per rule, so both read the same).
 */
export function RulesKindsTable({ overview }: { overview: TRulesOverview }) {
  const kinds = ruleKindSummaries(overview);
  return (
    <section className={consoleStyles.panel} aria-labelledby="rule-kinds-heading">
      <h2 id="rule-kinds-heading">The eleven rules at {overview.park.name}</h2>
      <p className={styles.note}>
        Every search checks these. A stay that breaks one is shown to guests as unavailable, with the reason.
      </p>
      <div className={styles.kindsHead} aria-hidden="true">
        <span>Rule</span>
        <span>Set where</span>
        <span>At this park</span>
      </div>
      <ol className={styles.kinds}>
        {kinds.map((kind) => (
          <li key={kind.id} className={styles.kind}>
            <div>
              <h3 className={styles.kindName}>{kind.name}</h3>
              <span className={styles.kindId}>{kind.id}</span>
            </div>
            <div>
              <span className={styles.kindLabel}>Set where: </span>
              {kind.where}
              {kind.link && (
                <div>
                  <Link href={kind.link.href} className={styles.cellLink}>
                    {kind.link.label}
                  </Link>
                </div>
              )}
            </div>
            <div>
              <span className={styles.kindLabel}>At this park:</span>
              <ul className={styles.lines}>
                {kind.current.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
