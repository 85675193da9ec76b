import type { Serviceability } from '../../../../../domain/shipping';
import { api } from '../../../../lib/api-client';

/** GET /api/shipping/serviceability: whether the carrier delivers to a PIN, with COD and its days (decision 053). */
export const checkServiceability = (pin: string) =>
  api<Serviceability>('/shipping/serviceability', { query: { pin } });
