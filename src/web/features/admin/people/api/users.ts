import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InviteInput, InviteResult, StaffUser, UpdateUserBodyInput } from '../../../../../domain/staff';
import { api } from '../../../../lib/api-client';
import { adminQuery, useAdminMutation } from '../../shell/api/admin-query';

export const STAFF_FAILURE = 'Failed to fetch staff';

export const staffQuery = adminQuery<StaffUser[]>('/admin/users', STAFF_FAILURE);

export const useStaff = () => useQuery(staffQuery);

export const patchUser = (id: string, change: UpdateUserBodyInput) =>
  api<StaffUser>(`/admin/users/${id}`, { method: 'PATCH', body: change });

/** Optimistic: the table shows the change at once and puts the old value back if the server refuses. */
export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateUserBodyInput }) => patchUser(id, change),
    onMutate: async ({ id, change }) => {
      await queryClient.cancelQueries({ queryKey: staffQuery.queryKey });
      const previous = queryClient.getQueryData(staffQuery.queryKey);
      queryClient.setQueryData(staffQuery.queryKey, (old) =>
        old?.map((u) => (u.id === id ? { ...u, ...change } : u)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(staffQuery.queryKey, context.previous);
    },
    onSuccess: (user) => {
      queryClient.setQueryData(staffQuery.queryKey, (old) => old?.map((u) => (u.id === user.id ? user : u)));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQuery.queryKey }),
  });
}

export const postInvite = (body: InviteInput) =>
  api<InviteResult>('/admin/users/invite', { method: 'POST', body });

export const useInviteStaff = () => useAdminMutation(postInvite, staffQuery.queryKey);

export const deleteStaff = (id: string) =>
  api<{ message: string }>(`/admin/users/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const useRemoveStaff = () => useAdminMutation(deleteStaff, staffQuery.queryKey);

export const postResendInvite = (id: string) =>
  api<{ message: string }>(`/admin/users/${encodeURIComponent(id)}/invite`, { method: 'POST' });

export const useResendInvite = () => useMutation({ mutationFn: postResendInvite });
