import { StepIndicator } from '../../../components/ui/step-indicator';

const CHECKOUT_STEPS = ['Shipping', 'Payment', 'Complete'] as const;
export type CheckoutStep = 0 | 1 | 2;

/** docs/store-rules.md#screens: Shipping, Payment, Complete. Done steps show a tick; the current one is announced as such. */
export function CheckoutProgress({ current }: { current: CheckoutStep }) {
  return <StepIndicator look="inline" label="Checkout progress" steps={CHECKOUT_STEPS} current={current} />;
}
