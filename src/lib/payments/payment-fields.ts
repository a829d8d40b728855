import type { PaymentFields } from "./payment-field-types";
import { testGatewayPaymentFields } from "./test-gateway-fields";

export type { PaymentDraft, PaymentFields, PaymentFieldsProps } from "./payment-field-types";

const GATEWAYS: Record<string, PaymentFields> = { test: testGatewayPaymentFields };

/** The payment fields of the gateway the server is configured with. */
export function paymentFieldsFor(gateway: string): PaymentFields {
  const fields = GATEWAYS[gateway];
  if (!fields) throw new Error(`No payment fields for the "${gateway}" gateway`);
  return fields;
}
