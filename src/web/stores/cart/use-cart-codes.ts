import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { toast } from 'sonner';
import type { CodeAnswer, Saving } from '../../../domain/promotion';
import { errorMessage } from '../../lib/api-client';
import { cartOffersQuery } from './api/cart-offers';
import { checkCode } from './api/check-code';
import type { CartLine } from './cart-line';

const NONE: CodeAnswer[] = [];

/** Several gift cards may pay one order; one code of each other kind (docs/decisions/064-one-code-field-and-savings-lines.md). */
const withAnswer = (now: CodeAnswer[], answer: CodeAnswer) => [
  ...now.filter((c) => (answer.kind === 'gift_card' ? c.code !== answer.code : c.kind !== answer.kind)),
  answer,
];

/**
 * The codes applied to the cart, wherever they were typed (the cart drawer or the checkout), and the savings the
 * cart gets with them: one home, so a code applied in the drawer is still applied at checkout. Codes are checked
 * against the cart on the server (`POST /api/checkout/code`), so they need a session with a server cart; they are
 * kept in memory only (a gift card's code is a means of payment), and forgotten when the cart empties or the
 * shopper changes.
 */
export function useCartCodes(userId: string | null, lines: CartLine[], settled: boolean) {
  const [codes, setCodes] = useState<CodeAnswer[]>(NONE);
  const [owner, setOwner] = useState(userId);
  const cartKey = lines.map((l) => `${l.id}:${l.quantity}`).join(',');
  // Another shopper, or an emptied cart (an order placed spends the codes): nothing stays applied.
  if (owner !== userId || (settled && !cartKey && codes.length)) {
    setOwner(userId);
    setCodes(NONE);
  }

  // A changed cart may change what a code takes off (or whether it applies): the server says again.
  const appliedCodes = codes.map((c) => c.code).join(',');
  useEffect(() => {
    if (!settled || !appliedCodes || !cartKey) return;
    let live = true;
    Promise.allSettled(appliedCodes.split(',').map((code) => checkCode(code))).then((answers) => {
      if (!live) return;
      setCodes(answers.flatMap((a) => (a.status === 'fulfilled' ? [a.value] : [])));
      for (const a of answers)
        if (a.status === 'rejected') toast.error(errorMessage(a.reason, 'A code no longer applies.'));
    });
    return () => {
      live = false;
    };
    // Asked again when the cart changes, not when a code is applied: applying has just asked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartKey, settled]);

  const offers = useQuery({
    ...cartOffersQuery(userId ?? '', cartKey),
    enabled: Boolean(userId) && settled && cartKey !== '',
  });
  const promo = codes.find((c) => c.kind === 'promotion');
  // A code's answer already carries the automatic offers it combines with (or beats).
  const savings: Saving[] = useMemo(
    () => (promo?.kind === 'promotion' ? promo.savings : cartKey ? (offers.data?.savings ?? []) : []),
    [promo, offers.data, cartKey],
  );

  const applyCode = useCallback(async (code: string) => {
    const answer = await checkCode(code);
    setCodes((now) => withAnswer(now, answer));
    return answer;
  }, []);
  const removeCode = useCallback((code: string) => setCodes((now) => now.filter((c) => c.code !== code)), []);

  return { codes, savings, applyCode, removeCode };
}
