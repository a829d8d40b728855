"use client";

import { TextInput } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import type { CardFieldName } from "../card-payment";
import styles from "./card-fields.module.css";

type CardFieldsProps = {
  errors: Partial<Record<CardFieldName, string>>;
  disabled?: boolean;
};

/**
 * Card number, expiry (MM/YY) and CVC for the built-in test gateway, with the browser's card autofill. This site
 * takes no real cards yet: the hint names the test card that works.
 */
export function CardFields({ errors, disabled }: CardFieldsProps) {
  return (
    <fieldset className={styles.fieldset} disabled={disabled}>
      <legend className={styles.legend}>Card details</legend>
      <TextInput
        name="cardNumber"
        label="Card number"
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        maxLength={23}
        required
        error={errors.cardNumber}
        leftSection={<IconCreditCard size={18} aria-hidden />}
        description="Test mode: use 4242 4242 4242 4242 with any future date and any CVC."
      />
      <div className={styles.row}>
        <TextInput
          name="expiry"
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={7}
          required
          error={errors.expiry}
        />
        <TextInput
          name="cvc"
          label="CVC"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
          error={errors.cvc}
        />
      </div>
    </fieldset>
  );
}
