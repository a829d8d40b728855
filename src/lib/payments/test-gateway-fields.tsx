"use client";

import { TextInput } from "@mantine/core";
import { issuesToFieldErrors } from "@/lib/trpc/form-errors";
import { TEST_CARDS, ZTestCardPayment } from "./payment.input-schemas";
import type { PaymentDraft, PaymentFields, PaymentFieldsProps } from "./payment-field-types";
import styles from "./test-gateway-fields.module.css";

/** "4242424242424242" → "4242 4242 4242 4242" */
const grouped = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** The longest card number (19 digits). */
const CARD_DIGITS_MAX = 19;

/** A card number as typed or pasted ("4242-4242 42424242"), shown as its digits in groups of four. */
export function formatCardNumber(typed: string): string {
  return grouped(typed.replace(/\D/g, "").slice(0, CARD_DIGITS_MAX));
}

/** Where the caret goes in the formatted number: after the same count of digits as before it in what was typed. */
export function caretAfterDigits(formatted: string, digitsBefore: number): number {
  if (digitsBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index]!)) seen += 1;
    if (seen === digitsBefore) return index + 1;
  }
  return formatted.length;
}

/** "07/29", "7/29", "0729" or "07/2029" → month and four-digit year; null for anything else. */
export function parseExpiry(text: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { expMonth: Number(match[1]), expYear: year < 100 ? 2000 + year : year };
}

function toPayment(value: PaymentDraft, now: Date): ReturnType<PaymentFields["toPayment"]> {
  const errors: Record<string, string> = {};
  const expiry = parseExpiry(value.expiry ?? "");
  if (!expiry) errors["payment.expiry"] = "Enter the expiry date as MM/YY, e.g. 08/29";
  else if (expiry.expMonth < 1 || expiry.expMonth > 12) errors["payment.expiry"] = "The month is 01 to 12";
  else if (expiry.expYear * 12 + expiry.expMonth - 1 < now.getFullYear() * 12 + now.getMonth()) {
    errors["payment.expiry"] = "This card has expired";
  }
  const result = ZTestCardPayment.safeParse({
    gateway: "test",
    cardNumber: value.cardNumber ?? "",
    expMonth: expiry?.expMonth ?? 1,
    expYear: expiry?.expYear ?? now.getFullYear(),
    cvc: (value.cvc ?? "").trim(),
  });
  if (!result.success) {
    for (const [path, message] of Object.entries(issuesToFieldErrors(result.error.issues, "payment"))) {
      errors[fieldFor(path)] ??= message;
    }
  }
  return result.success && Object.keys(errors).length === 0
    ? { payment: result.data, errors: null }
    : { payment: null, errors };
}

/** Month and year travel separately but are typed in one field. */
function fieldFor(path: string): string {
  return path === "payment.expMonth" || path === "payment.expYear" ? "payment.expiry" : path;
}

/** The built-in test gateway's card fields (api.md): number, expiry and CVC, with the test cards to use in a demo. */
/**
 * The test-card help box: shown only while the built-in test gateway takes the payments (`demoPayments`, from
 * the server's `isTestGatewayActive`), labelled as demo payments.
 */
function DemoPaymentsNote() {
  return (
    <div className={styles.note}>
      <p>
        <strong>Demo payments: no card is charged.</strong> Use any future expiry date and any 3-digit CVC
        with:
      </p>
      <ul>
        <li>
          <span className={styles.card}>{grouped(TEST_CARDS.success)}</span> to pay
        </li>
        <li>
          <span className={styles.card}>{grouped(TEST_CARDS.declined)}</span> for a declined card
        </li>
        <li>
          <span className={styles.card}>{grouped(TEST_CARDS.insufficientFunds)}</span> for insufficient funds
        </li>
        <li>
          <span className={styles.card}>{grouped(TEST_CARDS.declinesLater)}</span> to pay now and have a later
          balance declined
        </li>
      </ul>
    </div>
  );
}

function TestGatewayFields({ value, onChange, errors, disabled, demoPayments }: PaymentFieldsProps) {
  /** What the three card inputs share: a required numeric input bound to `payment.<name>`. */
  const field = (name: "cardNumber" | "expiry" | "cvc") => ({
    name: `payment.${name}`,
    inputMode: "numeric" as const,
    required: true,
    value: value[name] ?? "",
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [name]: event.currentTarget.value }),
    error: errors[`payment.${name}`],
    disabled,
  });
  // The number shows in groups of four as it is typed; the caret stays after the digit just typed.
  const onCardNumberChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const typed = input.value;
    const digitsBefore = typed.slice(0, input.selectionStart ?? typed.length).replace(/\D/g, "").length;
    const formatted = formatCardNumber(typed);
    onChange({ ...value, cardNumber: formatted });
    if (document.activeElement !== input) return;
    requestAnimationFrame(() => {
      const caret = caretAfterDigits(formatted, digitsBefore);
      input.setSelectionRange(caret, caret);
    });
  };
  return (
    <div className={styles.fields}>
      <TextInput
        {...field("cardNumber")}
        onChange={onCardNumberChange}
        className={styles.number}
        label="Card number"
        autoComplete="cc-number"
        autoCorrect="off"
        spellCheck={false}
      />
      <TextInput
        {...field("expiry")}
        label="Expiry date (MM/YY)"
        autoComplete="cc-exp"
        placeholder="MM/YY"
        maxLength={7}
      />
      <TextInput {...field("cvc")} label="Security code (CVC)" autoComplete="cc-csc" maxLength={4} />
      {demoPayments && <DemoPaymentsNote />}
    </div>
  );
}

export const testGatewayPaymentFields: PaymentFields = {
  Fields: TestGatewayFields,
  initialValue: { cardNumber: "", expiry: "", cvc: "" },
  toPayment,
  fieldFor,
};
