import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { adminQuery } from '../../shell/api/admin-query';
import type { AbandonedCartsSchema, RecoveryEmailResultSchema } from '../../../../../domain/cart-recovery';

export type AbandonedCarts = z.infer<typeof AbandonedCartsSchema>;
export type RecoveryEmailResult = z.infer<typeof RecoveryEmailResultSchema>;

export const ABANDONED_CARTS_FAILURE = 'Failed to fetch abandoned carts';

export const abandonedCartsQuery = adminQuery<AbandonedCarts>(
  '/admin/abandoned-carts',
  ABANDONED_CARTS_FAILURE,
);

export const useAbandonedCarts = () => useQuery(abandonedCartsQuery);

export const postRecoveryEmail = (cartId: string) =>
  api<RecoveryEmailResult>(`/admin/abandoned-carts/${cartId}/recovery-email`, { method: 'POST' });

export function useSendRecoveryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postRecoveryEmail,
    onSuccess: (result, cartId) => {
      // The sent date shows at once; the refetch then brings the recovery rate up to date.
      queryClient.setQueryData(abandonedCartsQuery.queryKey, (old) =>
        old
          ? {
              ...old,
              carts: old.carts.map((c) =>
                c._id === cartId ? { ...c, recoveryEmailSentAt: result.recoveryEmailSentAt } : c,
              ),
            }
          : old,
      );
      void queryClient.invalidateQueries({ queryKey: abandonedCartsQuery.queryKey });
    },
  });
}
