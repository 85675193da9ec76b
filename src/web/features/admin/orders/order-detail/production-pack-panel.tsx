import { Button } from '../../../../components/ui/button';
import { DownloadButton } from '../../../../components/ui/download-button';
import { downloadPackFile, useMoveProductionStep, useProductionPacks } from '../api/production-packs';

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
  const packs = useProductionPacks(orderId, itemId, due);
  const move = useMoveProductionStep(orderId, itemId);
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
              download={() => downloadPackFile(orderId, itemId, f.name)}
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
