import clsx from 'clsx';
import { ExternalLink } from 'lucide-react';
import { TIMELINE_LABELS, type OrderEvent } from '../../../domain/fulfilment';
import { formatDateTime } from '../../../domain/format';

/**
 * An order's life, oldest first, each step with its date; a shipped step names the courier and links to its
 * tracking page when we know it. Shared by the customer's order page and the staff's order sheet.
 */
export function OrderTimeline({ events, className }: { events: readonly OrderEvent[]; className?: string }) {
  return (
    <ol className={clsx('relative', className)} aria-label="Order timeline">
      {events.map((event, index) => {
        const last = index === events.length - 1;
        return (
          <li key={`${event.status}-${event.at}`} className="relative flex gap-3 pb-5 last:pb-0">
            {!last && <span aria-hidden className="absolute top-4 bottom-0 left-[5px] w-px bg-sand-300" />}
            <span
              aria-hidden
              className={clsx(
                'relative mt-1.5 size-[11px] shrink-0 rounded-full border-2',
                last ? 'border-gold-dark bg-gold-dark' : 'border-sand-300 bg-white',
              )}
            />
            <div className="min-w-0 text-sm">
              <p className={clsx('font-medium', last ? 'text-ink' : 'text-ink-soft')}>
                {TIMELINE_LABELS[event.status]}
              </p>
              <p className="text-xs text-ink-muted">
                <time dateTime={event.at}>{formatDateTime(event.at)}</time>
              </p>
              {event.tracking && (
                <p className="mt-1 text-ink-soft">
                  {event.tracking.carrier} ·{' '}
                  <span className="font-mono">{event.tracking.trackingNumber}</span>
                  {event.tracking.url && (
                    <>
                      {' '}
                      <a
                        href={event.tracking.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="inline-flex items-center gap-1 font-medium text-gold-dark underline-offset-4 hover:underline"
                      >
                        Track parcel
                        <ExternalLink aria-hidden className="size-3.5" />
                      </a>
                    </>
                  )}
                </p>
              )}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
