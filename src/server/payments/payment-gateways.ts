import type { PaymentGateway } from "./payment-gateway";
import { TestPaymentGateway } from "./test-gateway";

let defaultGateway: PaymentGateway | undefined;

/** The gateway of this process: the built-in test gateway until a real one is configured. */
export function getPaymentGateway(): PaymentGateway {
  defaultGateway ??= new TestPaymentGateway();
  return defaultGateway;
}
