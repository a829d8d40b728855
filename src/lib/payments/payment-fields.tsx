import type { PaymentFields } from "./payment-field-types";
import { testGatewayPaymentFields } from "./test-gateway-fields";

export type { PaymentDraft, PaymentFields, PaymentFieldsProps } from "./payment-field-types";

const GATEWAYS: Record<string, PaymentFields> = { test: testGatewayPaymentFields };

const UNAVAILABLE =
  "Paying by card here comes later: please call the park, which takes the payment by phone.";

/**
 * A gateway with no card fields here (Stripe's forms show its Payment Element instead, decision 0055; any other
 * gateway): it says so, and nothing is sent (no card number ever goes to the server while a real gateway is on).
 */
const unavailablePaymentFields: PaymentFields = {
  Fields: () => <p role="note">{UNAVAILABLE}</p>,
  initialValue: {},
  toPayment: () => ({ payment: null, errors: { payment: UNAVAILABLE } }),
  fieldFor: (path) => path,
};

/** The payment fields of the gateway the server is configured with. */
export function paymentFieldsFor(gateway: string): PaymentFields {
  return GATEWAYS[gateway] ?? unavailablePaymentFields;
}
