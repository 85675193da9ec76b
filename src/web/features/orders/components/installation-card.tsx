import { Hammer } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate, formatDateTime } from '../../../../domain/format';
import { JOB_STATUS_LABELS, PERIOD_LABELS, type Slot } from '../../../../domain/installation';
import type { Order } from '../../../../domain/order';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { InstallationHistory } from '../../../components/ui/installation-history';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import { useBookInstallation, useInstallation } from '../api/installation';

const dayText = (day: string) => formatDate(`${day}T12:00:00+05:30`);
const slotText = (slot: Slot) =>
  `${PERIOD_LABELS[slot.period]}, ${dayText(slot.day)} from ${new Date(slot.startsAt).toLocaleTimeString(
    'en-IN',
    {
      timeZone: 'Asia/Kolkata',
      hour: 'numeric',
      minute: '2-digit',
    },
  )}`;

/**
 * The order's installation (decision 065): once it ships the customer picks a morning or an afternoon, and may
 * change it up to 24 hours before; the history sits beside the order's own timeline.
 */
export function InstallationCard({ order, token }: { order: Order; token: string | null }) {
  const hasInstallation = order.items.some((i) => i.installation);
  const installation = useInstallation(order.id, token, hasInstallation);
  const book = useBookInstallation(order.id, token);
  const [day, setDay] = useState<string | null>(null);
  const [changing, setChanging] = useState(false);
  if (!hasInstallation) return null;

  const body = (() => {
    if (installation.isPending) return <Skeleton className="h-24 w-full" />;
    if (installation.isError)
      return <Alert>{errorMessage(installation.error, 'The installation could not be loaded.')}</Alert>;
    const { installation: job, slots } = installation.data;
    const days = [...new Set(slots.map((s) => s.day))];
    const chosenDay = day ?? days[0] ?? null;
    const picking = job.canBook && (job.status === 'unbooked' || changing);
    return (
      <div className="space-y-4 text-sm">
        <p className="font-medium text-ink">
          {JOB_STATUS_LABELS[job.status]}
          {job.slot && `: ${slotText(job.slot)}`}
          {job.team && ` · ${job.team}`}
        </p>
        {job.status === 'unbooked' && !job.canBook && (
          <p className="text-ink-soft">You can pick a day for our installers once your order ships.</p>
        )}
        {job.status === 'booked' && job.changeableUntil && (
          <p className="text-xs text-ink-muted">
            {job.canBook
              ? `You can change this until ${formatDateTime(job.changeableUntil)}.`
              : 'This visit is less than 24 hours away; please call us to change it.'}
          </p>
        )}
        {job.status === 'booked' && job.canBook && !changing && (
          <Button size="sm" variant="secondary" onClick={() => setChanging(true)}>
            Change the visit
          </Button>
        )}
        {picking &&
          (slots.length === 0 ? (
            <Alert>
              No free slots in the next 30 days for your PIN. Please contact us and we will arrange it.
            </Alert>
          ) : (
            <div className="space-y-3">
              <label className="block">
                <span className="mb-1 block text-xs font-medium text-ink-soft">Day</span>
                <select
                  className="h-11 w-full rounded-lg border border-sand-300 bg-white px-3 text-sm"
                  value={chosenDay ?? ''}
                  onChange={(e) => setDay(e.target.value)}
                >
                  {days.map((d) => (
                    <option key={d} value={d}>
                      {dayText(d)}
                    </option>
                  ))}
                </select>
              </label>
              <div className="grid grid-cols-2 gap-2" role="group" aria-label="Time of day">
                {slots
                  .filter((s) => s.day === chosenDay)
                  .map((s) => (
                    <Button
                      key={s.slot}
                      variant="secondary"
                      disabled={book.isPending}
                      onClick={() =>
                        book.mutate(s.slot, {
                          onSuccess: () => {
                            setChanging(false);
                            toast.success(`Installation booked: ${slotText(s)}`);
                          },
                        })
                      }
                    >
                      {PERIOD_LABELS[s.period]}
                    </Button>
                  ))}
              </div>
            </div>
          ))}
        {book.isError && (
          <Alert>{errorMessage(book.error, 'The slot could not be booked. Please try again.')}</Alert>
        )}
        {job.afterPhotos.length > 0 && (
          <ul aria-label="Photos of your finished walls" className="flex gap-2 overflow-x-auto">
            {job.afterPhotos.map((url, i) => (
              <li key={url}>
                <img src={url} alt={`Finished wall ${i + 1}`} className="size-20 rounded-md object-cover" />
              </li>
            ))}
          </ul>
        )}
        <InstallationHistory events={job.history} />
      </div>
    );
  })();

  return (
    <section
      className="rounded-xl border border-sand-200 bg-white p-5"
      aria-labelledby="installation-heading"
    >
      <h2 id="installation-heading" className="mb-3 flex items-center gap-2 font-serif text-lg text-ink">
        <Hammer aria-hidden className="size-4" /> Installation
      </h2>
      {body}
    </section>
  );
}
