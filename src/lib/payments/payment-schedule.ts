import { formatUsd } from "@/lib/money";
import { addDays } from "@/lib/stay-dates";

/**
 * A park's payment policy (domain.md "Money"): pay in full at booking, or a deposit — a percentage of the stay, its
 * first N nights, or a fixed amount per stay — with the balance due `balanceDueDays` before arrival.
 */
export type PaymentPolicy =
  | { kind: "FULL"; balanceDueDays: number }
  | {
      kind: "DEPOSIT";
      deposit: { percent: number } | { nights: number } | { amount: number };
      balanceDueDays: number;
    };

export const DEFAULT_PAYMENT_POLICY: PaymentPolicy = { kind: "FULL", balanceDueDays: 14 };

/** What one stay pays when it is booked, and what later on which date (null when nothing is left). */
export type StaySchedule = { dueNowCents: number; balanceCents: number; balanceDueOn: string | null };

/**
 * One stay's schedule under `policy`, `today` being the park's date. A stay booked inside the balance window
 * (its due date today or past) pays in full, as does any stay under a FULL policy.
 */
export function stayPaymentSchedule(
  policy: PaymentPolicy,
  stay: { arrival: string; totalCents: number; nightlyPricesCents: readonly number[] },
  today: string,
): StaySchedule {
  const inFull = { dueNowCents: stay.totalCents, balanceCents: 0, balanceDueOn: null };
  if (policy.kind === "FULL" || stay.totalCents <= 0) return inFull;
  const balanceDueOn = addDays(stay.arrival, -policy.balanceDueDays);
  if (balanceDueOn <= today) return inFull;
  const deposit = Math.min(stay.totalCents, depositOf(policy.deposit, stay));
  if (deposit >= stay.totalCents) return inFull;
  return { dueNowCents: deposit, balanceCents: stay.totalCents - deposit, balanceDueOn };
}

function depositOf(
  deposit: Extract<PaymentPolicy, { kind: "DEPOSIT" }>["deposit"],
  stay: { totalCents: number; nightlyPricesCents: readonly number[] },
): number {
  if ("percent" in deposit) return Math.round((stay.totalCents * deposit.percent) / 100);
  if ("amount" in deposit) return deposit.amount;
  // The first N nights' share of the stay, with their part of the fees, discount and taxes.
  const nights = stay.nightlyPricesCents.reduce((sum, price) => sum + price, 0);
  const first = stay.nightlyPricesCents.slice(0, deposit.nights).reduce((sum, price) => sum + price, 0);
  return nights > 0 ? Math.round((stay.totalCents * first) / nights) : stay.totalCents;
}

/** Several stays' schedules as one: what is due today, what later, and the first date a balance is due. */
export function sumSchedules(schedules: readonly StaySchedule[]): StaySchedule {
  const dates = schedules.flatMap((schedule) => (schedule.balanceDueOn ? [schedule.balanceDueOn] : []));
  return {
    dueNowCents: schedules.reduce((sum, schedule) => sum + schedule.dueNowCents, 0),
    balanceCents: schedules.reduce((sum, schedule) => sum + schedule.balanceCents, 0),
    balanceDueOn: dates.length > 0 ? dates.sort()[0]! : null,
  };
}

/** The policy as a guest reads it before paying. */
export function paymentPolicySummary(policy: PaymentPolicy): string {
  if (policy.kind === "FULL") return "Paid in full when you book.";
  const deposit = policy.deposit;
  const what =
    "percent" in deposit
      ? `${deposit.percent} % of each stay`
      : "nights" in deposit
        ? deposit.nights === 1
          ? "the first night of each stay"
          : `the first ${deposit.nights} nights of each stay`
        : `${formatUsd(deposit.amount)} a stay`;
  const days = policy.balanceDueDays === 1 ? "1 day" : `${policy.balanceDueDays} days`;
  return `A deposit of ${what} when you book; the balance is charged to the same card ${days} before arrival. Stays that begin sooner are paid in full.`;
}
