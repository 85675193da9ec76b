import {
  CreditCard,
  Hammer,
  History,
  MapPin,
  PackageOpen,
  ReceiptText,
  StickyNote,
  Undo2,
  UserRound,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import type { AdminOrderDetail } from '../../../../domain/order-admin';
import {
  CARRIER_MAX,
  CARRIERS,
  NOTE_MAX,
  REFUND_REASON_MAX,
  TRACKING_NUMBER_MAX,
} from '../../../../domain/fulfilment';
import { formatMobile } from '../../../../domain/address';
import { formatDateTime, formatINR, paymentMethodLabel } from '../../../../domain/format';
import { allowedNextStatuses, canRefund, type OrderStatus } from '../../../../domain/order-status';
import { orderItemDescription } from '../../../../domain/line-details';
import { taxLines } from '../../../../domain/pricing';
import { RETURN_NOTE_MAX, RETURN_REASON_LABELS, type ReturnRequest } from '../../../../domain/returns';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { RefundDestinations } from '../../../components/ui/refund-destinations';
import { OrderTimeline } from '../../../components/ui/order-timeline';
import { DownloadButton } from '../../../components/ui/download-button';
import { LineParts } from '../../../components/ui/line-parts';
import { ProductThumb } from '../../../components/ui/product-image';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/api-client';
import {
  downloadCreditNote,
  downloadEinvoice,
  downloadEwayBill,
  downloadInvoice,
} from './api/download-invoice';
import { IRN_FAILURE, useRecordIrn } from './api/record-irn';
import { EWAY_BILL_THRESHOLD_PAISE } from '../../../../domain/einvoice';
import { useDecideReturn, useMarkDispatched, useOrderReturns } from './api/returns';
import { useOrder } from './api/get-order';
import { NOTE_FAILURE, REFUND_FAILURE, useAddOrderNote, useRefundOrder } from './api/order-after-sale';
import { STATUS_FAILURE, useUpdateOrderStatus } from './api/update-order-status';
import { Alert } from '../../../components/ui/alert';
import { RecordSheet } from '../shell/record-sheet';
import { ProductionPackPanel } from './production-packs';
import { SelectControl, TextAreaField, TextField } from '../../../components/ui/form-field';
import { ReturnStatusBadge, StatusBadge, statusLabel } from '../../../components/ui/status-badge';
import { STOCK_MESSAGES } from '../../../../domain/stock';
import { useDraft } from '../shell/use-draft';
import { ConfirmDialog } from '../shell/confirm-dialog';
import { ADMIN_MESSAGES } from '../../../../domain/staff';
import { usePermissions } from '../shell/use-permissions';
import { Options } from '../shell/options';
import { telHref } from '../../../lib/store-info';
import { InstallationHistory } from '../../../components/ui/installation-history';
import { JOB_STATUS_LABELS, PERIOD_LABELS } from '../../../../domain/installation';
import { useOrderJobs } from './api/order-installation';
import { ShipmentPanel } from './shipment-panel';

const REFUNDS_ADMIN_ONLY = ADMIN_MESSAGES.refundsAdminOnly;

export interface OrderDetailSheetProps {
  /** the open order, or null when the sheet is closed */
  orderId: string | null;
  onClose: () => void;
  onOpenCustomer: (customerId: string) => void;
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section className="border-t border-sand-200 px-5 py-5 sm:px-6">
      <h3 className="mb-3 flex items-center gap-2 font-sans text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase [&>svg]:size-3.5">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function StatusControl({ order }: { order: AdminOrderDetail }) {
  const { canEdit } = usePermissions();
  const change = useUpdateOrderStatus();
  const next = allowedNextStatuses(order.status);
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const carrier = useDraft();
  const trackingNumber = useDraft();
  // A choice made for an earlier status makes no sense once the status has moved on.
  const [seenStatus, setSeenStatus] = useState(order.status);
  if (seenStatus !== order.status) {
    setSeenStatus(order.status);
    setChoice('');
  }

  if (!canEdit) return null;
  if (next.length === 0) {
    return <p className="mt-3 text-sm text-ink-muted">This order is {order.status}; its status is final.</p>;
  }

  const submit = () => {
    if (!choice) return;
    const shipment =
      choice === 'shipped' ? { carrier: carrier.value, trackingNumber: trackingNumber.value } : {};
    change.mutate(
      { id: order.id, status: choice, ...shipment },
      {
        onSuccess: (saved) =>
          toast.success(`Order #${saved.orderNumber} marked ${statusLabel(saved.status).toLowerCase()}`),
      },
    );
  };

  return (
    <div className="mt-4">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex gap-2"
      >
        <SelectControl
          aria-label="New status"
          value={choice}
          onChange={(e) => {
            change.reset();
            setChoice(next.find((s) => s === e.target.value) ?? '');
          }}
          className="flex-1"
        >
          <option value="">Change status to…</option>
          <Options values={next} labelOf={statusLabel} />
        </SelectControl>
        <Button type="submit" size="sm" className="h-10" disabled={!choice} loading={change.isPending}>
          Update
        </Button>
      </form>
      {choice === 'shipped' && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          <TextField
            label="Carrier"
            list="known-carriers"
            maxLength={CARRIER_MAX}
            hint="Delhivery, Blue Dart and Shiprocket get a tracking link"
            {...carrier.field}
          />
          <datalist id="known-carriers">
            {CARRIERS.map((c) => (
              <option key={c.name} value={c.name} />
            ))}
          </datalist>
          <TextField label="Tracking number" maxLength={TRACKING_NUMBER_MAX} {...trackingNumber.field} />
        </div>
      )}
      {choice === 'cancelled' && order.total - order.refunded > 0 && (
        <p className="mt-2 text-xs text-ink-muted">
          Cancelling refunds {formatINR(order.total - order.refunded)} to the customer.
        </p>
      )}
      {change.isError && <Alert className="mt-3">{errorMessage(change.error, STATUS_FAILURE)}</Alert>}
    </div>
  );
}

/** Said in every refund's confirmation: the reason is not a private note (decision 048). */
const CREDIT_NOTE_REASON = 'The reason is printed on the GST credit note the customer receives.';

function RefundControl({ order }: { order: AdminOrderDetail }) {
  const refund = useRefundOrder();
  const remaining = Math.round((order.total - order.refunded) * 100) / 100;
  const amount = useDraft(refund.reset);
  const reason = useDraft(refund.reset);
  const [confirming, setConfirming] = useState(false);
  // One key per refund meant: a retry after a failure or a lost answer sends the same key, so it refunds once.
  const [key, setKey] = useState(() => crypto.randomUUID());
  if (!canRefund(order.status) || remaining <= 0) return null;
  const asked = Number(amount.value);
  const send = () =>
    refund.mutate(
      { id: order.id, key, amount: asked, reason: reason.value },
      {
        onSuccess: (saved) => {
          toast.success(`Refunded ${formatINR(asked)} on order #${saved.orderNumber}`);
          amount.set('');
          reason.set('');
          setKey(crypto.randomUUID());
          setConfirming(false);
        },
      },
    );
  return (
    <form
      className="mt-4 space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        // Money leaves only after staff have seen the amount and where the reason goes.
        refund.reset();
        setConfirming(true);
      }}
    >
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Refund ${Number.isFinite(asked) ? formatINR(asked) : amount.value}?`}
        description={
          <>
            <p>
              {Number.isFinite(asked) ? formatINR(asked) : amount.value} goes back to the customer of order #
              {order.orderNumber} through their original payment. This cannot be undone.
            </p>
            <p className="mt-2">
              Reason: <span className="text-ink">{reason.value.trim() || '—'}</span>. {CREDIT_NOTE_REASON}
            </p>
          </>
        }
        confirmLabel={`Refund ${Number.isFinite(asked) ? formatINR(asked) : ''}`.trim()}
        pending={refund.isPending}
        error={refund.isError ? errorMessage(refund.error, REFUND_FAILURE) : null}
        onConfirm={send}
      />
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        <TextField
          label="Amount"
          prefix="₹"
          inputMode="decimal"
          hint={`Up to ${formatINR(remaining)}`}
          {...amount.field}
        />
        <TextField label="Reason" maxLength={REFUND_REASON_MAX} {...reason.field} />
      </div>
      <div className="flex gap-2">
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          loading={refund.isPending}
          disabled={!amount.value}
        >
          Refund
        </Button>
        <Button type="button" size="sm" variant="quiet" onClick={() => amount.set(remaining.toFixed(2))}>
          Full remaining amount
        </Button>
      </div>
      {refund.isError && !confirming && <Alert>{errorMessage(refund.error, REFUND_FAILURE)}</Alert>}
    </form>
  );
}

/**
 * A B2B invoice's e-invoice JSON and the IRN pasted back from the IRP; a consignment over ₹50,000's e-way bill
 * (docs/decisions/060-einvoice-and-eway-bill.md).
 */
function GstFilings({ order }: { order: AdminOrderDetail }) {
  const { isAdmin } = usePermissions();
  const record = useRecordIrn(order.id);
  const [open, setOpen] = useState(false);
  const [irn, setIrn] = useState('');
  const [ackNo, setAckNo] = useState('');
  const [ackDate, setAckDate] = useState('');
  const [signedQrCode, setSignedQrCode] = useState('');
  // The e-invoice is offered only where the store e-invoices; the server refuses it otherwise.
  const einvoices = Boolean(order.buyer) && order.einvoicing;
  if (!einvoices && order.total <= EWAY_BILL_THRESHOLD_PAISE / 100) return null;
  return (
    <div className="mt-3 space-y-3 border-t border-sand-100 pt-3">
      <div className="flex flex-wrap gap-2">
        {einvoices && (
          <DownloadButton
            variant="secondary"
            size="sm"
            download={() => downloadEinvoice(order.id)}
            failure="The e-invoice JSON could not be downloaded."
          >
            E-invoice JSON
          </DownloadButton>
        )}
        {order.total > EWAY_BILL_THRESHOLD_PAISE / 100 && (
          <DownloadButton
            variant="secondary"
            size="sm"
            download={() => downloadEwayBill(order.id)}
            failure="The e-way bill JSON could not be downloaded."
          >
            E-way bill JSON
          </DownloadButton>
        )}
      </div>
      {order.einvoice ? (
        <p className="text-xs break-all text-ink-soft">
          IRN <span className="font-mono text-ink">{order.einvoice.irn}</span>
          {order.einvoice.ackNo && ` · Ack ${order.einvoice.ackNo}`}
        </p>
      ) : (
        einvoices &&
        isAdmin &&
        (open ? (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              record.mutate(
                {
                  irn,
                  signedQrCode,
                  ...(ackNo ? { ackNo } : {}),
                  ...(ackDate ? { ackDate } : {}),
                },
                {
                  onSuccess: () => {
                    toast.success('IRN recorded: the invoice now prints it and its QR code.');
                    setOpen(false);
                  },
                  onError: (error) => toast.error(errorMessage(error, IRN_FAILURE)),
                },
              );
            }}
          >
            <TextField label="IRN" value={irn} onChange={(e) => setIrn(e.target.value)} required />
            <div className="grid gap-3 sm:grid-cols-2">
              <TextField label="Ack no." optional value={ackNo} onChange={(e) => setAckNo(e.target.value)} />
              <TextField
                label="Ack date"
                optional
                placeholder="2026-10-15 11:05:00"
                value={ackDate}
                onChange={(e) => setAckDate(e.target.value)}
              />
            </div>
            <TextAreaField
              label="Signed QR code"
              hint="The SignedQRCode text the IRP returned."
              value={signedQrCode}
              onChange={(e) => setSignedQrCode(e.target.value)}
              required
            />
            <div className="flex gap-2">
              <Button type="submit" size="sm" loading={record.isPending}>
                Record IRN
              </Button>
              <Button type="button" variant="quiet" onClick={() => setOpen(false)}>
                Cancel
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="quiet" onClick={() => setOpen(true)}>
            Record IRN from the IRP
          </Button>
        ))
      )}
    </div>
  );
}

function InstallationSection({ order }: { order: AdminOrderDetail }) {
  const jobs = useOrderJobs(order.id);
  const job = jobs.data?.[0];
  if (!job) return null;
  return (
    <Section title="Installation" icon={<Hammer aria-hidden />}>
      <p className="text-sm text-ink">
        {JOB_STATUS_LABELS[job.status]}
        {job.slot && ` · ${PERIOD_LABELS[job.slot.period]} of ${formatDateTime(job.slot.startsAt)}`}
        {job.team && ` · ${job.team}`} · {job.areaSqft} sq ft
      </p>
      <div className="mt-3">
        <InstallationHistory events={job.history} />
      </div>
    </Section>
  );
}

function RefundsSection({ order }: { order: AdminOrderDetail }) {
  const { canEdit, isAdmin } = usePermissions();
  if (order.refunds.length === 0 && (!canEdit || !canRefund(order.status))) return null;
  return (
    <Section title="Refunds" icon={<Undo2 aria-hidden />}>
      {order.refunds.length > 0 && (
        <ul className="space-y-2 text-sm">
          {order.refunds.map((r) => (
            <li key={r.id} className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="text-ink">{r.reason}</p>
                <p className="text-xs text-ink-muted">
                  {formatDateTime(r.createdAt)}
                  {r.createdBy ? ` · ${r.createdBy}` : ' · by the customer'}
                  {r.status !== 'succeeded' && ` · ${r.status}`}
                </p>
                <RefundDestinations split={r.split} paidBy={order} className="mt-1" />
              </div>
              <div className="shrink-0 text-right">
                <p
                  className={
                    r.status === 'failed'
                      ? 'text-ink-muted line-through tabular-nums'
                      : 'font-medium tabular-nums'
                  }
                >
                  −{formatINR(r.amount)}
                </p>
                {r.creditNoteNumber && (
                  <DownloadButton
                    variant="quiet"
                    size="sm"
                    className="-mr-2"
                    aria-label={`Credit note ${r.creditNoteNumber}`}
                    download={() => downloadCreditNote(order.id, r.id)}
                    failure="The credit note could not be downloaded. Please try again."
                  >
                    {r.creditNoteNumber}
                  </DownloadButton>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {isAdmin ? (
        <RefundControl order={order} />
      ) : (
        canEdit &&
        canRefund(order.status) &&
        order.total > order.refunded && <p className="mt-3 text-xs text-ink-muted">{REFUNDS_ADMIN_ONLY}</p>
      )}
    </Section>
  );
}

/** The customer's return and exchange requests, with the decision on each (decision 029). */
function ReturnsSection({ order }: { order: AdminOrderDetail }) {
  const returns = useOrderReturns(order.id);
  if (!returns.data?.length) return null;
  return (
    <Section title="Returns & exchanges" icon={<PackageOpen aria-hidden />}>
      <ul className="space-y-4">
        {returns.data.map((request) => (
          <ReturnItem key={request.id} request={request} />
        ))}
      </ul>
    </Section>
  );
}

function ReturnItem({ request }: { request: ReturnRequest }) {
  const { canEdit, isAdmin } = usePermissions();
  const decide = useDecideReturn();
  const dispatched = useMarkDispatched();
  const note = useDraft(decide.reset);
  const [confirming, setConfirming] = useState(false);
  const failed = decide.error ?? dispatched.error;
  const refunds = request.kind === 'return';
  const approve = () =>
    decide.mutate(
      { id: request.id, decision: 'approve', ...(note.value.trim() ? { note: note.value } : {}) },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(`${refunds ? 'Return' : 'Exchange'} approved`);
        },
      },
    );
  return (
    <li className="rounded-lg border border-sand-200 px-3 py-3 text-sm">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium text-ink">
          <span className="capitalize">{request.kind}</span> · {RETURN_REASON_LABELS[request.reason]}
        </p>
        <ReturnStatusBadge status={request.status} />
      </div>
      <p className="mt-1 text-ink">{request.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}</p>
      <p className="mt-1 whitespace-pre-line text-ink-soft">{request.details}</p>
      <p className="mt-1 text-xs text-ink-muted">
        {formatDateTime(request.createdAt)}
        {request.kind === 'return' && ` · refund ${formatINR(request.amount)}`}
      </p>
      {request.photos.length > 0 && (
        <div className="mt-2 flex flex-wrap gap-2">
          {request.photos.map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer" className="block">
              <img
                src={url}
                alt={`Photo ${index + 1} from the customer`}
                className="size-16 rounded-md object-cover"
              />
            </a>
          ))}
        </div>
      )}
      {request.staffNote && (
        <p className="mt-2 rounded-md bg-sand-50 px-3 py-2 text-ink">{request.staffNote}</p>
      )}
      {canEdit && request.status === 'requested' && (
        <div className="mt-3 space-y-2">
          <TextAreaField
            label="Note to the customer"
            hint="Required to reject."
            rows={2}
            maxLength={RETURN_NOTE_MAX}
            {...note.field}
          />
          <div className="flex flex-wrap gap-2">
            {(!refunds || isAdmin) && (
              <Button
                size="sm"
                loading={decide.isPending && decide.variables.decision === 'approve'}
                disabled={decide.isPending}
                onClick={() => {
                  decide.reset();
                  setConfirming(true);
                }}
              >
                {refunds ? `Approve and refund ${formatINR(request.amount)}` : 'Approve exchange'}
              </Button>
            )}
            <Button
              size="sm"
              variant="secondary"
              loading={decide.isPending && decide.variables.decision === 'reject'}
              disabled={decide.isPending || !note.value.trim()}
              onClick={() => decide.mutate({ id: request.id, decision: 'reject', note: note.value })}
            >
              Reject
            </Button>
          </div>
        </div>
      )}
      {canEdit && request.status === 'approved' && request.kind === 'exchange' && (
        <Button
          size="sm"
          variant="secondary"
          className="mt-3"
          loading={dispatched.isPending}
          onClick={() => dispatched.mutate(request.id)}
        >
          Mark replacement dispatched
        </Button>
      )}
      {canEdit && !isAdmin && refunds && request.status === 'requested' && (
        <p className="mt-2 text-xs text-ink-muted">{REFUNDS_ADMIN_ONLY}</p>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={refunds ? `Approve and refund ${formatINR(request.amount)}?` : 'Approve this exchange?'}
        description={
          refunds ? (
            <>
              <p>
                {formatINR(request.amount)} goes back to the customer of order #{request.orderNumber} through
                their original payment, for {request.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}
                . This cannot be undone.
              </p>
              <p className="mt-2">
                The reason, ‘Return of order #{request.orderNumber}’, is printed on the GST credit note the
                customer receives.
              </p>
            </>
          ) : (
            <p>
              A replacement is sent for {request.lines.map((l) => `${l.quantity} × ${l.name}`).join(', ')}.
            </p>
          )
        }
        confirmLabel={refunds ? `Refund ${formatINR(request.amount)}` : 'Approve exchange'}
        tone={refunds ? 'danger' : 'primary'}
        pending={decide.isPending}
        error={
          decide.isError && confirming ? errorMessage(decide.error, 'The request could not be updated') : null
        }
        onConfirm={approve}
      />
      {failed && !confirming && <Alert>{errorMessage(failed, 'The request could not be updated')}</Alert>}
    </li>
  );
}

function NotesSection({ order }: { order: AdminOrderDetail }) {
  const { canEdit } = usePermissions();
  const add = useAddOrderNote();
  const body = useDraft(add.reset);
  return (
    <Section title="Internal notes" icon={<StickyNote aria-hidden />}>
      <p className="-mt-1 mb-3 text-xs text-ink-muted">Only staff see these notes.</p>
      {canEdit && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate({ id: order.id, body: body.value }, { onSuccess: () => body.set('') });
          }}
        >
          <TextAreaField label="Add a note" rows={2} maxLength={NOTE_MAX} {...body.field} />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            loading={add.isPending}
            disabled={!body.value.trim()}
          >
            Add note
          </Button>
          {add.isError && <Alert>{errorMessage(add.error, NOTE_FAILURE)}</Alert>}
        </form>
      )}
      {order.notes.length > 0 && (
        <ul className="mt-4 space-y-3">
          {order.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-sand-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line text-ink">{n.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {n.author ?? 'Former staff member'} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

function OrderBody({
  order,
  onOpenCustomer,
}: {
  order: AdminOrderDetail;
  onOpenCustomer: (id: string) => void;
}) {
  const ship = order.shippingInfo;
  const card = order.cardInfo;
  return (
    <>
      <div className="px-5 py-5 sm:px-6">
        <div className="flex items-center justify-between gap-3">
          <span className="text-sm text-ink-soft">Status</span>
          <StatusBadge status={order.status} size="md" label={statusLabel(order.status)} />
        </div>
        <StatusControl order={order} />
      </div>

      <Section title={`Items (${order.items.length})`} icon={<ReceiptText aria-hidden />}>
        <ul className="flex flex-col gap-4">
          {order.items.map((item, index) => {
            return (
              <li key={index} className="flex gap-3">
                <ProductThumb
                  src={item.product.images[0]}
                  width={48}
                  height={60}
                  className="h-[60px] w-12 shrink-0 rounded-md"
                />
                <div className="min-w-0 flex-1">
                  <p className="text-sm leading-snug font-medium text-ink">{item.product.name}</p>
                  {item.batch && <p className="mt-0.5 text-xs text-ink-muted">Batch {item.batch}</p>}
                  <LineParts
                    description={orderItemDescription(item)}
                    picture={{ image: item.product.images[0], line: item }}
                    className="mt-0.5"
                  />
                  {(item.walls || item.crop) && item.id && (
                    <ProductionPackPanel
                      orderId={order.id}
                      itemId={item.id}
                      due={order.status === 'paid' || order.status === 'processing'}
                    />
                  )}
                  {item.awaitingStock && (
                    <Badge tone="danger" className="mt-1">
                      {STOCK_MESSAGES.awaitingStock}
                    </Badge>
                  )}
                </div>
                <p className="text-sm font-medium text-ink tabular-nums">{formatINR(item.amount)}</p>
              </li>
            );
          })}
        </ul>
        <dl className="mt-5 space-y-1.5 border-t border-dashed border-sand-200 pt-4 text-sm">
          <div className="flex justify-between text-ink-soft">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatINR(order.subtotal)}</dd>
          </div>
          {order.sampleCredit && (
            <div className="flex justify-between text-ink-soft">
              <dt>Sample credit ({order.sampleCredit.code})</dt>
              <dd className="tabular-nums">−{formatINR(order.sampleCredit.amount)}</dd>
            </div>
          )}
          {order.savings.map((saving) => (
            <div key={`${saving.name}-${saving.code ?? ''}`} className="flex justify-between text-ink-soft">
              <dt>{saving.code ? `${saving.name} (${saving.code})` : saving.name}</dt>
              <dd className="tabular-nums">−{formatINR(saving.amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between text-ink-soft">
            <dt>Shipping</dt>
            <dd className="tabular-nums">{order.shipping === 0 ? 'Free' : formatINR(order.shipping)}</dd>
          </div>
          {taxLines(order.tax, order.gst, order.taxRate).map(({ label, amount }) => (
            <div key={label} className="flex justify-between text-ink-soft">
              <dt>{label}</dt>
              <dd className="tabular-nums">{formatINR(amount)}</dd>
            </div>
          ))}
          <div className="flex justify-between pt-1.5 text-base font-semibold text-ink">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatINR(order.total)}</dd>
          </div>
          {order.giftCards.map((card) => (
            <div key={card.last4} className="flex justify-between text-ink-soft">
              <dt>Paid by gift card ···{card.last4}</dt>
              <dd className="tabular-nums">−{formatINR(card.amount)}</dd>
            </div>
          ))}
          {order.storeCredit > 0 && (
            <div className="flex justify-between text-ink-soft">
              <dt>Paid from store credit</dt>
              <dd className="tabular-nums">−{formatINR(order.storeCredit)}</dd>
            </div>
          )}
          {order.refunded > 0 && (
            <div className="flex justify-between font-medium text-success">
              <dt>Refunded</dt>
              <dd className="tabular-nums">−{formatINR(order.refunded)}</dd>
            </div>
          )}
        </dl>
      </Section>

      <Section title="Timeline" icon={<History aria-hidden />}>
        <OrderTimeline events={order.timeline} />
      </Section>

      <InstallationSection order={order} />
      <ReturnsSection order={order} />
      <RefundsSection order={order} />
      <NotesSection order={order} />

      <Section title="Shipping" icon={<MapPin aria-hidden />}>
        <address className="text-sm leading-relaxed text-ink not-italic">
          <span className="font-medium">{ship.name}</span>
          <br />
          {ship.address}
          <br />
          {ship.city}, {ship.state} {ship.zip}
        </address>
        <p className="mt-2 text-sm text-ink-soft">
          <a href={telHref(ship.phone)} className="underline-offset-4 hover:underline">
            {formatMobile(ship.phone)}
          </a>
          <span className="px-1.5 text-ink-muted">·</span>
          <a href={`mailto:${ship.email}`} className="underline-offset-4 hover:underline">
            {ship.email}
          </a>
        </p>
        <ShipmentPanel order={order} />
      </Section>

      <Section title="Payment" icon={<CreditCard aria-hidden />}>
        <p className="text-sm text-ink">
          {card ? (
            <>
              {card.brand} <span className="tabular-nums">•••• {card.last4}</span>
            </>
          ) : order.paymentMethod ? (
            paymentMethodLabel(order.paymentMethod)
          ) : (
            'Not recorded'
          )}
        </p>
        <p className="mt-1 text-xs text-ink-muted">
          Provider order <span className="font-mono">{order.orderId}</span>
        </p>
        {order.invoiceNumber && (
          <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-ink-soft">
              Tax invoice <span className="font-medium text-ink tabular-nums">{order.invoiceNumber}</span>
            </p>
            <DownloadButton
              variant="secondary"
              size="sm"
              download={() => downloadInvoice(order.id)}
              failure="The invoice could not be downloaded."
            >
              Download invoice
            </DownloadButton>
          </div>
        )}
        {order.invoiceNumber && <GstFilings order={order} />}
      </Section>

      <Section title="Customer" icon={<UserRound aria-hidden />}>
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="truncate text-sm font-medium text-ink">{order.user.name}</p>
            <p className="truncate text-xs text-ink-muted">{order.user.email}</p>
          </div>
          <Button variant="secondary" size="sm" onClick={() => onOpenCustomer(order.user.id)}>
            View customer
          </Button>
        </div>
      </Section>
    </>
  );
}

function OrderSkeleton() {
  return (
    <div className="space-y-5 px-5 py-5 sm:px-6" aria-hidden>
      <Skeleton className="h-6 w-40" />
      <Skeleton className="h-10 w-full" />
      {[0, 1].map((i) => (
        <div key={i} className="flex gap-3">
          <Skeleton className="h-[60px] w-12" />
          <SkeletonGroup className="flex-1 space-y-2" shapes={['h-4 w-3/4', 'h-3 w-1/2']} />
        </div>
      ))}
      <Skeleton className="h-24 w-full" />
    </div>
  );
}

/** One order in a side sheet: items, totals, shipping, payment, and the status change for editors. */
export function OrderDetailSheet({ orderId, onClose, onOpenCustomer }: OrderDetailSheetProps) {
  const order = useOrder(orderId);
  return (
    <RecordSheet
      heading={(record) => ({
        title: `Order #${record.orderNumber}`,
        description: `Placed ${formatDateTime(record.createdAt)}`,
      })}
      noun="order"
      id={orderId}
      onClose={onClose}
      query={order}
      icon={ReceiptText}
      skeleton={<OrderSkeleton />}
    >
      {(record) => <OrderBody order={record} onOpenCustomer={onOpenCustomer} />}
    </RecordSheet>
  );
}
