import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import type { ProductionPack } from '../../../../domain/production';
import { Button } from '../../../components/ui/button';
import { DownloadButton } from '../../../components/ui/download-button';
import { api, errorMessage } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import { orderQuery } from './api/get-order';

// Made-to-measure lines' production packs on the order sheet (docs/decisions/068-production-pack.md).

const packsKey = (orderId: string) => ['admin', 'orders', orderId, 'production'] as const;
const base = (orderId: string, itemId: string) =>
  `/admin/orders/${encodeURIComponent(orderId)}/production/${encodeURIComponent(itemId)}`;

const NEXT = { queued: 'printed', printed: 'packed', packed: null } as const;

/** One line's pack: its files to download and its next production step. */
export function ProductionPackPanel({
  orderId,
  itemId,
  due,
}: {
  orderId: string;
  itemId: string;
  /** the order is paid, so the job will make this line a pack (decision 068) */
  due: boolean;
}) {
  const queryClient = useQueryClient();
  const packs = useQuery({
    queryKey: packsKey(orderId),
    queryFn: () => api<ProductionPack[]>(`/admin/orders/${encodeURIComponent(orderId)}/production`),
    // The job makes a pack within a minute of payment: look again until it is there. Before the job's first
    // sweep this line has no pack at all, and that is waiting too, not done.
    refetchInterval: (query) => {
      const mine = query.state.data?.find((p) => p.orderItemId === itemId);
      return (!mine && due) || mine?.status === 'pending' || mine?.status === 'rendering' ? 5_000 : false;
    },
  });
  const move = useMutation({
    mutationFn: (step: 'printed' | 'packed') =>
      api<ProductionPack[]>(`${base(orderId, itemId)}/step`, { method: 'POST', body: { step } }),
    onSuccess: async (data) => {
      queryClient.setQueryData(packsKey(orderId), data);
      await queryClient.invalidateQueries({ queryKey: orderQuery(orderId).queryKey });
    },
    onError: (error) => toast.error(errorMessage(error, 'Could not move the production step')),
  });
  const pack = packs.data?.find((p) => p.orderItemId === itemId);
  if (!pack) {
    if (!due || !packs.data) return null;
    return (
      <p data-testid="production-pack" className="mt-2 rounded-md bg-sand-50 p-2 text-xs text-ink-soft">
        Production pack: <strong className="text-ink">queued</strong>
      </p>
    );
  }
  const next = NEXT[pack.step];
  return (
    <div data-testid="production-pack" className="mt-2 rounded-md bg-sand-50 p-2 text-xs text-ink-soft">
      <p>
        Production pack: <strong className="text-ink">{pack.status}</strong> · step{' '}
        <strong data-testid="production-step" className="text-ink">
          {pack.step}
        </strong>
      </p>
      {pack.status === 'ready' && (
        <div className="mt-1.5 flex flex-wrap gap-1.5">
          {pack.files.map((f) => (
            <DownloadButton
              key={f.name}
              size="sm"
              variant="secondary"
              failure="Could not download the file"
              download={() => downloadFile(`${base(orderId, itemId)}/${f.name}`, {}, f.name)}
            >
              {f.name}
              {f.panels !== null ? ` (${f.panels} panels)` : ''}
            </DownloadButton>
          ))}
        </div>
      )}
      {next && (
        <Button
          type="button"
          size="sm"
          variant="quiet"
          className="mt-1.5"
          loading={move.isPending}
          onClick={() => move.mutate(next)}
        >
          Mark {next}
        </Button>
      )}
    </div>
  );
}
