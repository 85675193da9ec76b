import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SlotsAnswer } from '../../../../domain/installation';
import { api } from '../../../lib/api-client';

const withToken = (path: string, token: string | null) =>
  token === null ? path : `${path}?token=${encodeURIComponent(token)}`;

/** GET /api/orders/:id/installation/slots; `token` is a guest's signed link, in place of a session. */
export const installationQuery = (id: string, token: string | null) =>
  queryOptions({
    queryKey: ['orders', id, 'installation', token],
    queryFn: ({ signal }) =>
      api<SlotsAnswer>(withToken(`/orders/${encodeURIComponent(id)}/installation/slots`, token), { signal }),
  });

export const useInstallation = (id: string, token: string | null, enabled: boolean) =>
  useQuery({ ...installationQuery(id, token), enabled });

/** POST /api/orders/:id/installation { slot }: books, or moves the booking. */
export function useBookInstallation(id: string, token: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slot: string) =>
      api<SlotsAnswer>(withToken(`/orders/${encodeURIComponent(id)}/installation`, token), {
        method: 'POST',
        body: { slot },
      }),
    onSuccess: (answer) => queryClient.setQueryData(installationQuery(id, token).queryKey, answer),
    // A slot taken meanwhile: the list is read again, so the customer picks from what is free now.
    onError: () => queryClient.invalidateQueries({ queryKey: installationQuery(id, token).queryKey }),
  });
}
