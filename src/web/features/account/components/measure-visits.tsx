import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatDate, formatDateTime, formatINR } from '../../../../domain/format';
import { PERIOD_LABELS } from '../../../../domain/installation';
import {
  paperedSqft,
  VISIT_STATUS_LABELS,
  type Visit,
  type VisitSlots,
} from '../../../../domain/measure-visit';
import { useCart } from '../../../stores/cart/cart-context';
import { Button } from '../../../components/ui/button';
import { api, errorMessage } from '../../../lib/api-client';

/**
 * The customer's measurement visits and the walls measured, each added to the cart in one tap as the custom-fit
 * design the visit was booked for (docs/decisions/071-measurement-visits.md).
 */
export function MeasureVisits({ userId }: { userId: string }) {
  const { data: visits = [] } = useQuery({
    queryKey: ['account', 'measure-visits', userId],
    queryFn: () => api<Visit[]>('/account/measure-visits'),
  });
  const cart = useCart();
  const shown = visits.filter((v) => v.status !== 'lapsed' && v.status !== 'pending');
  if (!shown.length) return null;
  return (
    <section id="visits" aria-labelledby="visits-title" className="mt-8 scroll-mt-24">
      <h2 id="visits-title" className="font-serif text-2xl text-ink">
        Measurement visits
      </h2>
      <ul className="mt-4 grid gap-4">
        {shown.map((visit) => (
          <li key={visit.id} className="rounded-card border border-sand-200 bg-white p-5">
            <p className="font-medium text-ink">
              {VISIT_STATUS_LABELS[visit.status]}
              {visit.slot
                ? ` · ${PERIOD_LABELS[visit.slot.period]} of ${formatDate(visit.slot.startsAt)}`
                : ''}
              {visit.team ? ` · ${visit.team}` : ''}
            </p>
            <p className="mt-1 text-sm text-ink-muted">
              {visit.address} · fee {formatINR(visit.fee)}
              {visit.creditEndsAt ? `, in your store credit until ${formatDate(visit.creditEndsAt)}` : ''}
            </p>
            {visit.status === 'booked' && <ChangeVisit visit={visit} userId={userId} />}
            {visit.walls.length > 0 && (
              <ul
                className="mt-3 divide-y divide-sand-200 border-t border-sand-200"
                aria-label="Walls measured"
              >
                {visit.walls.map((wall, i) => (
                  <li key={i} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
                    <span className="text-sm text-ink">
                      <span className="font-medium">{wall.name || `Wall ${i + 1}`}</span>: {wall.widthIn}″ W ×{' '}
                      {wall.heightIn}″ H
                      {wall.openings.length
                        ? `, ${wall.openings.length} opening${wall.openings.length === 1 ? '' : 's'}`
                        : ''}{' '}
                      ({paperedSqft(wall).toFixed(1)} sq ft to paper)
                    </span>
                    {visit.product ? (
                      <Button
                        size="sm"
                        onClick={() =>
                          void cart
                            .add({
                              product: visit.product!,
                              quantity: 1,
                              customDimensions: { width: wall.widthIn, height: wall.heightIn },
                              installation: true,
                            })
                            .then(() =>
                              toast.success(`${visit.product!.name} added for ${wall.name || 'this wall'}.`),
                            )
                            .catch(() => undefined)
                        }
                      >
                        Add to cart
                      </Button>
                    ) : (
                      <a href="/products" className="text-sm text-gold-dark underline">
                        Choose a design
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Moving a booked visit, up to 24 hours before it (docs/decisions/071-measurement-visits.md). */
function ChangeVisit({ visit, userId }: { visit: Visit; userId: string }) {
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const slots = useQuery({
    queryKey: ['measure-visits', 'slots', visit.pin],
    queryFn: () => api<VisitSlots>(`/measure-visits/slots?pin=${visit.pin}`),
    enabled: open,
  });
  const move = useMutation({
    mutationFn: (slot: string) =>
      api<Visit>(`/measure-visits/${visit.id}/slot`, { method: 'POST', body: { slot } }),
    onSuccess: (moved) => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: ['account', 'measure-visits', userId] });
      toast.success(
        moved.slot
          ? `Visit moved to the ${PERIOD_LABELS[moved.slot.period].toLowerCase()} of ${formatDate(moved.slot.startsAt)}.`
          : 'Visit moved.',
      );
    },
    onError: (error) => toast.error(errorMessage(error, 'The visit could not be moved.')),
  });
  if (!visit.canChange)
    return (
      <p className="mt-2 text-xs text-ink-muted">
        This visit is less than 24 hours away; please call us to change it.
      </p>
    );
  const days = [...new Set((slots.data?.slots ?? []).map((s) => s.day))];
  const chosenDay = day ?? days[0] ?? null;
  return (
    <div className="mt-3 space-y-3 text-sm">
      {visit.changeableUntil && (
        <p className="text-xs text-ink-muted">
          You can change it until {formatDateTime(visit.changeableUntil)}.
        </p>
      )}
      {!open ? (
        <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
          Change the visit
        </Button>
      ) : (
        <>
          <select
            aria-label="Day of the visit"
            className="h-11 w-full min-w-0 rounded-lg border border-sand-300 bg-white px-3 text-sm"
            value={chosenDay ?? ''}
            onChange={(e) => setDay(e.target.value)}
          >
            {days.map((d) => (
              <option key={d} value={d}>
                {formatDate(`${d}T12:00:00+05:30`)}
              </option>
            ))}
          </select>
          <div className="grid grid-cols-2 gap-2" role="group" aria-label="Time of day">
            {(slots.data?.slots ?? [])
              .filter((s) => s.day === chosenDay)
              .map((s) => (
                <Button
                  key={s.slot}
                  variant="secondary"
                  disabled={move.isPending}
                  onClick={() => move.mutate(s.slot)}
                >
                  {PERIOD_LABELS[s.period]}
                </Button>
              ))}
          </div>
        </>
      )}
    </div>
  );
}
