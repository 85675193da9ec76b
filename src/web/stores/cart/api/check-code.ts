import type { CodeAnswer } from '../../../../domain/promotion';
import { api } from '../../../lib/api-client';

/** What a discount or sample credit code does to this cart now; create-order checks it again (decision 062). */
export const checkCode = (code: string) =>
  api<CodeAnswer>('/checkout/code', { method: 'POST', body: { code } });
