import { JOB_EVENT_LABELS, type JobEvent } from '../../../domain/installation';
import { formatDateTime } from '../../../domain/format';

/**
 * What happened to an order's installation, oldest first: shown under the order timeline on the customer's order
 * page and on the staff's order sheet (docs/decisions/065-installation-teams-and-booking.md).
 */
export function InstallationHistory({ events }: { events: readonly JobEvent[] }) {
  if (!events.length) return null;
  return (
    <ol aria-label="Installation history" className="space-y-2 border-l border-sand-300 pl-4">
      {events.map((event, index) => (
        <li key={`${event.kind}-${event.at}-${index}`} className="text-sm">
          <p className="font-medium text-ink-soft">{JOB_EVENT_LABELS[event.kind]}</p>
          {event.detail && <p className="text-ink-soft">{event.detail}</p>}
          <p className="text-xs text-ink-muted">
            <time dateTime={event.at}>{formatDateTime(event.at)}</time>
          </p>
        </li>
      ))}
    </ol>
  );
}
