import type { SampleCredit, SampleCreditCheckInput } from '../../../../domain/checkout';
import { api } from '../../../lib/api-client';

/** What a sample credit code takes off this cart now; create-order checks it again (decision 027). */
export const checkSampleCredit = (body: SampleCreditCheckInput) =>
  api<SampleCredit>('/checkout/sample-credit', { method: 'POST', body });
