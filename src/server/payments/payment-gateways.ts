import type { PaymentGateway } from "./payment-gateway";
import { TestPaymentGateway } from "./test-gateway";

let defaultGateway: PaymentGateway | undefined;

/** The gateway of this process: the built-in test gateway until a real one is configured. */
export function getPaymentGateway(): PaymentGateway {
  defaultGateway ??= new TestPaymentGateway();
  return defaultGateway;
}

/**
 * Whether payments are demo payments: the built-in test gateway moves no money, so the pages may list its test
 * cards ("Demo payments: no card is charged"). With any other gateway they must not.
 */
export function isTestGateway(gateway: PaymentGateway): boolean {
  return gateway instanceof TestPaymentGateway;
}

/** `isTestGateway` of this process's gateway. */
export function isTestGatewayActive(): boolean {
  return isTestGateway(getPaymentGateway());
}
