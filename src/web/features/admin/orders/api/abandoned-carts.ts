import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client';
import { adminQuery } from '../../shell/api/admin-query';
import type { AbandonedCarts, RecoveryEmailResult } from '../../../../../domain/cart-recovery';

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
