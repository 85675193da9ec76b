import { useQuery } from '@tanstack/react-query';
import type { CodLedger } from '../../../../../domain/cod';
import { adminKeys, adminQuery } from '../../shell/api/admin-query';

export const COD_FAILURE = 'Failed to fetch cash on delivery';

/** Under the orders key, so a change to any order refreshes the ledger too. */
export const codLedgerQuery = () =>
  adminQuery<CodLedger>('/admin/cod', COD_FAILURE, { key: [...adminKeys.orders(), 'cod'] });

export const useCodLedger = () => useQuery(codLedgerQuery());
