import { MapPin, Phone, Ruler } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { formatMobile } from '../../../../domain/address';
import { PERIOD_LABELS } from '../../../../domain/installation';
import { paperedSqft, VISIT_STATUS_LABELS, type VisitJob } from '../../../../domain/measure-visit';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useRecordWalls } from './api/installation';

interface WallRow {
  name: string;
  widthIn: string;
  heightIn: string;
  openingW: string;
  openingH: string;
}
const EMPTY: WallRow = { name: '', widthIn: '', heightIn: '', openingW: '', openingH: '' };
const inputClass = 'h-11 w-full rounded-md border border-sand-300 bg-white px-2 text-base';

/**
 * A measurement visit on the installer's day (docs/decisions/071-measurement-visits.md): where to go, and the
 * walls measured, width × height in inches with one simple opening each; they go to the customer's account.
 */
export function VisitCard({ visit, index }: { visit: VisitJob; index: number }) {
  const record = useRecordWalls();
  const [rows, setRows] = useState<WallRow[]>(
    visit.walls.length
      ? visit.walls.map((w) => ({
          name: w.name,
          widthIn: String(w.widthIn),
          heightIn: String(w.heightIn),
          openingW: w.openings[0] ? String(w.openings[0].widthIn) : '',
          openingH: w.openings[0] ? String(w.openings[0].heightIn) : '',
        }))
      : [{ ...EMPTY, name: 'Wall 1' }],
  );
  const set = (i: number, patch: Partial<WallRow>) =>
    setRows(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const save = () =>
    record.mutate(
      {
        id: visit.id,
        walls: rows.map((r) => ({
          name: r.name,
          widthIn: Number(r.widthIn),
          heightIn: Number(r.heightIn),
          openings:
            r.openingW && r.openingH ? [{ widthIn: Number(r.openingW), heightIn: Number(r.openingH) }] : [],
        })),
      },
      {
        onSuccess: () => toast.success('Walls saved. The customer can order them now.'),
        onError: (error) => toast.error(errorMessage(error, 'The walls could not be saved.')),
      },
    );
  return (
    <li className="rounded-xl border border-sand-200 bg-white p-4 shadow-soft">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium text-ink">
          {index + 1}. <Ruler aria-hidden className="inline size-4 text-gold-dark" /> Measurement visit
          {visit.slot ? ` · ${PERIOD_LABELS[visit.slot.period]}` : ''}
        </p>
        <Badge tone={visit.status === 'done' ? 'success' : 'gold'}>{VISIT_STATUS_LABELS[visit.status]}</Badge>
      </div>
      <p className="mt-1 text-sm text-ink">{visit.customer.name}</p>
      {visit.productName && <p className="text-sm text-ink-muted">For {visit.productName}</p>}
      <div className="mt-2 grid grid-cols-2 gap-2">
        <a
          href={visit.customer.mapUrl}
          target="_blank"
          rel="noreferrer"
          className="flex min-h-11 items-center justify-center gap-2 rounded-lg border border-sand-300 text-sm"
        >
          <MapPin aria-hidden className="size-4" /> Map
        </a>
        <a
          href={`tel:${visit.customer.phone}`}
          className="flex min-h-11 items-center justify-center gap-2 rounded-lg border border-sand-300 text-sm"
        >
          <Phone aria-hidden className="size-4" /> {formatMobile(visit.customer.phone)}
        </a>
      </div>
      <p className="mt-2 text-sm text-ink-soft">{visit.customer.address}</p>
      <fieldset className="mt-3 space-y-3">
        <legend className="text-sm font-medium text-ink">Walls measured (inches)</legend>
        {rows.map((row, i) => (
          <div key={i} className="rounded-lg bg-sand-50 p-3">
            <input
              aria-label={`Wall ${i + 1} name`}
              value={row.name}
              onChange={(e) => set(i, { name: e.target.value })}
              className={inputClass}
            />
            <div className="mt-2 grid grid-cols-2 gap-2">
              <input
                aria-label={`Wall ${i + 1} width`}
                placeholder="Width"
                inputMode="numeric"
                value={row.widthIn}
                onChange={(e) => set(i, { widthIn: e.target.value.replace(/\D/g, '') })}
                className={inputClass}
              />
              <input
                aria-label={`Wall ${i + 1} height`}
                placeholder="Height"
                inputMode="numeric"
                value={row.heightIn}
                onChange={(e) => set(i, { heightIn: e.target.value.replace(/\D/g, '') })}
                className={inputClass}
              />
              <input
                aria-label={`Wall ${i + 1} opening width`}
                placeholder="Door/window W"
                inputMode="numeric"
                value={row.openingW}
                onChange={(e) => set(i, { openingW: e.target.value.replace(/\D/g, '') })}
                className={inputClass}
              />
              <input
                aria-label={`Wall ${i + 1} opening height`}
                placeholder="Door/window H"
                inputMode="numeric"
                value={row.openingH}
                onChange={(e) => set(i, { openingH: e.target.value.replace(/\D/g, '') })}
                className={inputClass}
              />
            </div>
            {row.widthIn && row.heightIn && (
              <p className="mt-1 text-xs text-ink-muted">
                {paperedSqft({
                  widthIn: Number(row.widthIn),
                  heightIn: Number(row.heightIn),
                  openings:
                    row.openingW && row.openingH
                      ? [{ widthIn: Number(row.openingW), heightIn: Number(row.openingH) }]
                      : [],
                }).toFixed(1)}{' '}
                sq ft to paper
              </p>
            )}
          </div>
        ))}
        <div className="grid grid-cols-2 gap-2">
          <Button
            variant="secondary"
            onClick={() => setRows([...rows, { ...EMPTY, name: `Wall ${rows.length + 1}` }])}
          >
            Add a wall
          </Button>
          <Button onClick={save} disabled={record.isPending}>
            Save walls
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
