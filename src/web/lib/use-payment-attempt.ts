import { useState } from 'react';

/**
 * What a one-off payment page keeps (a gift card, a measurement visit): whether a payment is under way, the
 * reason the last one failed, and the order the sandbox's dialog is showing.
 */
export function usePaymentAttempt<Order>() {
  const [sandboxOrder, setSandboxOrder] = useState<Order | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dismiss = () => {
    setSandboxOrder(null);
    setBusy(false);
  };
  const fail = (reason: string) => {
    dismiss();
    setFailure(reason);
  };
  return { sandboxOrder, setSandboxOrder, busy, setBusy, failure, setFailure, dismiss, fail };
}
