import type { Shipment } from '../../../domain/shipping';
import { formatDateTime } from '../../../domain/format';

/** What the courier has reported about the parcel, oldest first (decision 054). */
export function ParcelSteps({ shipment }: { shipment: Shipment | null }) {
  if (!shipment?.events.length) return null;
  return (
    <div className="mt-5 border-t border-sand-200 pt-4">
      <p className="mb-2 text-xs font-semibold tracking-[0.14em] text-ink-muted uppercase">
        Parcel {shipment.awb}
      </p>
      <ol className="space-y-1.5 text-sm" aria-label="Parcel tracking">
        {shipment.events.map((event) => (
          <li key={`${event.status}-${event.at}`} className="flex flex-wrap justify-between gap-x-3">
            <span className="text-ink">{event.label}</span>
            <time dateTime={event.at} className="text-xs text-ink-muted">
              {formatDateTime(event.at)}
            </time>
          </li>
        ))}
      </ol>
    </div>
  );
}
