import { useQuery } from '@tanstack/react-query';
import { ImagePlus, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatDateTime, formatINR } from '../../../../domain/format';
import type { Order } from '../../../../domain/order';
import {
  RETURN_DETAILS_MAX,
  RETURN_PHOTOS_MAX,
  RETURN_REASON_LABELS,
  RETURN_REASONS,
  returnRule,
  type Returnable,
  type ReturnKind,
  type ReturnReason,
  type ReturnRequest,
} from '../../../../domain/returns';
import { ACCEPTED_IMAGE_TYPES } from '../../../../domain/http';
import { ReturnStatusBadge } from '../../../components/ui/status-badge';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { RefundDestinations } from '../../../components/ui/refund-destinations';
import { DownloadButton } from '../../../components/ui/download-button';
import { inputClass, SelectField, TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { errorMessage } from '../../../lib/api-client';
import { downloadCreditNote, orderReturnsQuery, useRequestReturn } from '../api/returns';
import { uploadPhoto } from '../../../lib/upload-photo';

/**
 * Credit notes for the refunds made, the return and exchange requests and their answers, and the form to ask for
 * one while the window after delivery is open (decision 029).
 */
export function ReturnsCard({ order, token }: { order: Order; token: string | null }) {
  const returns = useQuery(orderReturnsQuery(order.id, token));
  const [open, setOpen] = useState(false);
  const returnable = returns.data?.returnable;
  const canRequest = Boolean(returnable?.deadline) && returnable?.lines.some((l) => l.left > 0);
  const requests = returns.data?.requests ?? [];
  if (!order.creditNotes.length && !requests.length && !canRequest) return null;
  return (
    <section
      aria-labelledby="order-returns"
      className="rounded-card border border-sand-200 bg-white/80 p-5 text-sm shadow-soft"
    >
      <h2 id="order-returns" className="font-serif text-lg text-ink">
        Returns &amp; refunds
      </h2>
      {order.creditNotes.length > 0 && (
        <ul className="mt-3 space-y-3">
          {order.creditNotes.map((note) => (
            <CreditNoteRow key={note.refundId} note={note} order={order} token={token} />
          ))}
        </ul>
      )}
      {requests.length > 0 && (
        <ul className="mt-3 divide-y divide-sand-200 border-t border-sand-200">
          {requests.map((request) => (
            <RequestRow key={request.id} request={request} />
          ))}
        </ul>
      )}
      {canRequest && returnable?.deadline && (
        <div className="mt-4 border-t border-sand-200 pt-4">
          <p className="text-xs text-ink-muted">
            Damaged, defective or not what you ordered? Tell us by{' '}
            <time dateTime={returnable.deadline}>{formatDateTime(returnable.deadline)}</time>.
          </p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => setOpen(true)}>
            Request a return or exchange
          </Button>
        </div>
      )}
      {returnable && (
        <RequestForm
          order={order}
          token={token}
          returnable={returnable}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}

/** A refund made, where it went, and its credit note to download. */
function CreditNoteRow({
  note,
  order,
  token,
}: {
  note: Order['creditNotes'][number];
  order: Order;
  token: string | null;
}) {
  return (
    <li data-testid="order-refund">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-ink-soft">
          Refund <span className="font-medium text-ink tabular-nums">{formatINR(note.amount)}</span>
          <span className="block text-xs text-ink-muted tabular-nums">Credit note {note.number}</span>
        </span>
        <DownloadButton
          variant="quiet"
          size="sm"
          download={() => downloadCreditNote(order.id, note.refundId, token)}
          failure="The credit note could not be downloaded. Please try again."
        >
          Credit note
        </DownloadButton>
      </div>
      <RefundDestinations split={note.split} paidBy={order} className="mt-1.5" />
    </li>
  );
}

function RequestRow({ request }: { request: ReturnRequest }) {
  return (
    <li className="py-3">
      <div className="flex items-center justify-between gap-2">
        <span className="font-medium text-ink capitalize">{request.kind}</span>
        <ReturnStatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-ink-soft">{request.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
      <p className="text-xs text-ink-muted">
        {RETURN_REASON_LABELS[request.reason]} ·{' '}
        <time dateTime={request.createdAt}>{formatDateTime(request.createdAt)}</time>
      </p>
      {request.staffNote && (
        <p className="mt-1 rounded-lg bg-sand-100 px-3 py-2 text-ink">{request.staffNote}</p>
      )}
    </li>
  );
}

function RequestForm({
  order,
  token,
  returnable,
  open,
  onClose,
}: {
  order: Order;
  token: string | null;
  returnable: Returnable;
  open: boolean;
  onClose: () => void;
}) {
  const [kind, setKind] = useState<ReturnKind>('return');
  const [toCredit, setToCredit] = useState(false);
  // A guest's link (token) has no account to hold store credit (docs/decisions/061-one-store-credit-ledger.md).
  const canTakeCredit = kind === 'return' && token === null;
  const [reason, setReason] = useState<ReturnReason>('damaged');
  const [details, setDetails] = useState('');
  const [quantities, setQuantities] = useState<Record<string, number>>({});
  const [photos, setPhotos] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const request = useRequestReturn(order.id, token);
  const lines = returnable.lines.filter((l) => l.left > 0);

  const upload = async (files: FileList | null) => {
    if (!files?.length) return;
    setUploading(true);
    try {
      for (const file of [...files].slice(0, RETURN_PHOTOS_MAX - photos.length)) {
        const { url } = await uploadPhoto(file);
        setPhotos((now) => [...now, url]);
      }
    } catch (error) {
      toast.error(errorMessage(error, 'The photo could not be uploaded. Please try again.'));
    } finally {
      setUploading(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = lines
      .map((l) => ({ lineId: l.lineId, quantity: quantities[l.lineId] ?? 0 }))
      .filter((l) => l.quantity > 0);
    if (!chosen.length) return setProblem('Choose how many of at least one item.');
    if (!details.trim()) return setProblem('Please describe the problem.');
    setProblem(null);
    request.mutate(
      { kind, reason, details, photos, lines: chosen, refundToCredit: canTakeCredit && toCredit },
      {
        onSuccess: () => {
          toast.success(`Your ${kind} request has been sent`);
          setQuantities({});
          setDetails('');
          setPhotos([]);
          onClose();
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !request.isPending && onClose()}
      title="Return or exchange"
      size="lg"
    >
      <form onSubmit={submit} className="space-y-5 px-6 pt-2 pb-6 text-sm">
        <fieldset>
          <legend className="text-sm font-medium text-ink">What would you like?</legend>
          <div className="mt-2 flex gap-3">
            {(['return', 'exchange'] as const).map((option) => (
              <label
                key={option}
                className="flex flex-1 cursor-pointer items-center gap-2 rounded-lg border border-sand-300 px-3 py-2.5 has-checked:border-gold has-checked:bg-gold/5"
              >
                <input
                  type="radio"
                  name="kind"
                  value={option}
                  checked={kind === option}
                  onChange={() => setKind(option)}
                  className="accent-gold-dark"
                />
                {option === 'return' ? 'Return for a refund' : 'Exchange'}
              </label>
            ))}
          </div>
          {canTakeCredit && (
            <label className="mt-3 flex cursor-pointer items-center gap-2">
              <input
                type="checkbox"
                checked={toCredit}
                onChange={(e) => setToCredit(e.target.checked)}
                className="accent-gold-dark"
              />
              Refund as store credit, to spend on your next order
            </label>
          )}
        </fieldset>
        <SelectField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value as ReturnReason)}
        >
          {RETURN_REASONS.map((r) => (
            <option key={r} value={r}>
              {RETURN_REASON_LABELS[r]}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="text-sm font-medium text-ink">Items</legend>
          <ul className="mt-2 space-y-2">
            {lines.map((line) => {
              const rule = returnRule(reason, kind, line.kind);
              const allowed = rule.allowed;
              return (
                <li key={line.lineId} className="flex items-center justify-between gap-3">
                  <label htmlFor={`qty-${line.lineId}`} className={allowed ? 'text-ink' : 'text-ink-muted'}>
                    {line.name}
                    <span className="block text-xs text-ink-muted">
                      {rule.allowed ? `Up to ${line.left}` : rule.why}
                    </span>
                  </label>
                  <div className="w-20 shrink-0">
                    <input
                      id={`qty-${line.lineId}`}
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={line.left}
                      disabled={!allowed}
                      value={allowed ? (quantities[line.lineId] ?? 0) : 0}
                      onChange={(e) =>
                        setQuantities((now) => ({
                          ...now,
                          [line.lineId]: Math.max(
                            0,
                            Math.min(line.left, Math.floor(Number(e.target.value) || 0)),
                          ),
                        }))
                      }
                      className={inputClass('h-11 text-center')}
                    />
                  </div>
                </li>
              );
            })}
          </ul>
        </fieldset>
        <TextAreaField
          label="What happened?"
          hint={`Up to ${RETURN_DETAILS_MAX} characters.`}
          value={details}
          maxLength={RETURN_DETAILS_MAX}
          onChange={(e) => setDetails(e.target.value)}
          rows={3}
        />
        <div>
          <p className="text-sm font-medium text-ink">
            Photos <span className="text-xs font-normal text-ink-muted">(up to {RETURN_PHOTOS_MAX})</span>
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            {photos.map((url) => (
              <div key={url} className="relative size-20">
                <img src={url} alt="Your photo" className="size-20 rounded-lg object-cover" />
                <button
                  type="button"
                  aria-label="Remove photo"
                  onClick={() => setPhotos((now) => now.filter((p) => p !== url))}
                  className="absolute -top-2 -right-2 grid size-7 place-items-center rounded-full bg-ink text-ivory"
                >
                  <X aria-hidden className="size-4" />
                </button>
              </div>
            ))}
            {photos.length < RETURN_PHOTOS_MAX && (
              <label className="grid size-20 cursor-pointer place-items-center rounded-lg border border-dashed border-sand-300 text-ink-muted hover:border-gold">
                <ImagePlus aria-hidden className="size-6" />
                <span className="sr-only">Add photos</span>
                <input
                  type="file"
                  accept={ACCEPTED_IMAGE_TYPES.join(',')}
                  multiple
                  disabled={uploading}
                  className="sr-only"
                  onChange={(e) => {
                    void upload(e.target.files);
                    e.target.value = '';
                  }}
                />
              </label>
            )}
          </div>
        </div>
        {(problem || request.isError) && (
          <Alert>
            {problem ?? errorMessage(request.error, 'The request could not be sent. Please try again.')}
          </Alert>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" size="sm" onClick={onClose} disabled={request.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={request.isPending || uploading}>
            Send request
          </Button>
        </div>
      </form>
    </Modal>
  );
}
