import { useQuery } from '@tanstack/react-query';
import { Gift, Percent, Wallet } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatINR } from '../../../../domain/format';
import type { GiftCard, GiftCardFigures } from '../../../../domain/gift-card';
import type { Promotion, PromotionInputBody } from '../../../../domain/promotion';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { TextField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { usePageMeta } from '../../../components/ui/page-meta';
import { api, errorMessage } from '../../../lib/api-client';
import { AdminPageHeader } from '../shell/admin-page-header';
import { adminQuery, useAdminMutation } from '../shell/api/admin-query';
import {
  QueryTable,
  countColumn,
  moneyColumn,
  queryRows,
  textColumn,
  timeColumn,
  type Column,
} from '../shell/data-table';
import { DashboardSection } from '../shell/panel';
import { StatCards } from '../shell/stat-card';
import { usePermissions } from '../shell/use-permissions';
import { PromotionForm } from './promotion-form';

const PROMOTIONS_FAILURE = 'Failed to fetch promotions';
const CARDS_FAILURE = 'Failed to fetch gift cards';
const promotionsQuery = () => adminQuery<Promotion[]>('/admin/promotions', PROMOTIONS_FAILURE);
const cardsQuery = () => adminQuery<GiftCard[]>('/admin/gift-cards', CARDS_FAILURE);
const figuresQuery = () => adminQuery<GiftCardFigures>('/admin/gift-cards/figures', CARDS_FAILURE);

const benefitText = (p: Promotion) => {
  const b = p.benefit;
  switch (b.type) {
    case 'percent':
      return `${b.percent}% off`;
    case 'amount':
      return `${formatINR(b.amount)} off`;
    case 'free_shipping':
      return 'Free shipping';
    case 'buy_x_get_y':
      return `Buy ${b.buy} get ${b.get}`;
  }
};

/** Editors and admins make, change and pause offers, each audited by the API (docs/decisions/062-promotions.md). */
function NewPromotion() {
  const create = useAdminMutation(
    (body: PromotionInputBody) => api<Promotion>('/admin/promotions', { method: 'POST', body }),
    promotionsQuery().queryKey,
  );
  return (
    <div className="mb-4 rounded-card border border-sand-200 bg-white p-4">
      <PromotionForm
        submitLabel="Create promotion"
        pending={create.isPending}
        onSubmit={(body, form) =>
          create.mutate(body, {
            onSuccess: () => {
              toast.success('Promotion created');
              form.reset();
            },
            onError: (error) => toast.error(errorMessage(error, 'Failed to create the promotion')),
          })
        }
      />
    </div>
  );
}

/** Changes every field of a promotion but its target, and pauses or resumes it; a refusal stays in the dialog. */
function EditPromotion({ promotion }: { promotion: Promotion }) {
  const [open, setOpen] = useState(false);
  const update = useAdminMutation(
    (body: PromotionInputBody) =>
      api<Promotion>(`/admin/promotions/${promotion.id}`, { method: 'PUT', body }),
    promotionsQuery().queryKey,
  );
  return (
    <>
      <Button size="sm" variant="quiet" onClick={() => setOpen(true)}>
        Edit
      </Button>
      <Modal
        open={open}
        onOpenChange={(next) => {
          if (update.isPending) return;
          setOpen(next);
          update.reset();
        }}
        title={`Edit ${promotion.name}`}
        description={
          promotion.figures.uses
            ? `Used ${promotion.figures.uses} times: orders already placed keep what they were given.`
            : undefined
        }
        size="lg"
      >
        <div className="space-y-4 px-6 pt-2 pb-6">
          <div className="flex items-center justify-between gap-3 rounded-card bg-sand-100 px-4 py-3 text-sm">
            <span className="text-ink">
              {promotion.paused ? 'Paused: shoppers cannot use it.' : 'Live: shoppers can use it.'}
            </span>
            <PauseButton promotion={promotion} />
          </div>
          {update.isError && <Alert>{errorMessage(update.error, 'Failed to save the promotion')}</Alert>}
          <PromotionForm
            promotion={promotion}
            submitLabel="Save changes"
            pending={update.isPending}
            onSubmit={(body) =>
              update.mutate(body, {
                onSuccess: () => {
                  toast.success('Promotion saved');
                  setOpen(false);
                },
              })
            }
          />
        </div>
      </Modal>
    </>
  );
}

function PauseButton({ promotion }: { promotion: Promotion }) {
  const pause = useAdminMutation(
    (paused: boolean) =>
      api<Promotion>(`/admin/promotions/${promotion.id}/status`, { method: 'POST', body: { paused } }),
    promotionsQuery().queryKey,
  );
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={pause.isPending}
      onClick={() =>
        pause.mutate(!promotion.paused, {
          onError: (error) => toast.error(errorMessage(error, 'Failed to change the promotion')),
        })
      }
    >
      {promotion.paused ? 'Resume' : 'Pause'}
    </Button>
  );
}

function IssueCard() {
  const [code, setCode] = useState<string | null>(null);
  const issue = useAdminMutation(
    (body: { amount: number; note: string; recipientEmail?: string }) =>
      api<{ card: GiftCard; code: string }>('/admin/gift-cards', { method: 'POST', body }),
    ['admin', 'gift-cards'],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const email = String(data.get('recipientEmail') ?? '').trim();
    issue.mutate(
      {
        amount: Number(data.get('amount')),
        note: String(data.get('note') ?? ''),
        ...(email ? { recipientEmail: email } : {}),
      },
      {
        onSuccess: (answer) => {
          setCode(answer.code);
          form.reset();
        },
        onError: (error) => toast.error(errorMessage(error, 'Failed to issue the gift card')),
      },
    );
  };
  return (
    <form
      onSubmit={submit}
      className="mb-4 grid gap-3 rounded-card border border-sand-200 bg-white p-4 sm:grid-cols-4"
    >
      <TextField label="Amount (₹)" name="amount" type="number" required />
      <TextField label="Reason" name="note" required />
      <TextField label="Send to e-mail" name="recipientEmail" type="email" optional />
      <div className="flex items-end">
        <Button type="submit" loading={issue.isPending}>
          Issue gift card
        </Button>
      </div>
      {code && (
        <p role="status" className="text-sm text-ink sm:col-span-4">
          Issued. Its code, shown only now: <span className="font-mono font-semibold">{code}</span>
        </p>
      )}
    </form>
  );
}

function CardActions({ card }: { card: GiftCard }) {
  const change = useAdminMutation(
    (body: { action: 'disable' | 'enable' | 'extend'; note: string; expiresOn?: string }) =>
      api<GiftCard>(`/admin/gift-cards/${card.id}`, { method: 'POST', body }),
    ['admin', 'gift-cards'],
  );
  const run = (action: 'disable' | 'enable' | 'extend') => {
    const note = window.prompt('Reason (kept in the audit log)');
    if (!note) return;
    const expiresOn =
      action === 'extend' ? (window.prompt('New expiry date (YYYY-MM-DD)') ?? undefined) : undefined;
    if (action === 'extend' && !expiresOn) return;
    change.mutate(
      { action, note, ...(expiresOn ? { expiresOn } : {}) },
      { onError: (error) => toast.error(errorMessage(error, 'Failed to change the gift card')) },
    );
  };
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => run('extend')}>
        Extend
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={change.isPending}
        onClick={() => run(card.disabledAt ? 'enable' : 'disable')}
      >
        {card.disabledAt ? 'Enable' : 'Disable'}
      </Button>
    </div>
  );
}

/**
 * The owner's view of offers (issue 28 item 6): each promotion with its orders, revenue, discount given and new
 * customers (docs/decisions/062-promotions.md); gift cards sold, spent and outstanding, the liability an
 * accountant carries (docs/decisions/063-gift-cards.md).
 */
export function OffersPage() {
  usePageMeta('Offers & gift cards · Admin');
  const { canEdit, isAdmin } = usePermissions();
  const promotions = useQuery(promotionsQuery());
  const cards = useQuery(cardsQuery());
  const figures = useQuery(figuresQuery());
  const f = figures.data;
  const promotionColumns: Column<Promotion>[] = [
    textColumn('name', 'Promotion', (p) => `${p.name}${p.code ? ` (${p.code})` : ' (automatic)'}`),
    textColumn('benefit', 'Gives', benefitText, { hideBelow: 'md' }),
    countColumn('orders', 'Orders', (p) => p.figures.orders),
    moneyColumn('revenue', 'Revenue', (p) => formatINR(p.figures.revenue), { hideBelow: 'md' }),
    moneyColumn('discount', 'Discount given', (p) => formatINR(p.figures.discount)),
    countColumn('new', 'New customers', (p) => p.figures.newCustomers, { hideBelow: 'lg' }),
    {
      id: 'status',
      header: 'Status',
      align: 'right',
      cell: (p) =>
        canEdit ? (
          <div className="flex justify-end gap-2">
            <EditPromotion promotion={p} />
            <PauseButton promotion={p} />
          </div>
        ) : p.paused ? (
          'Paused'
        ) : (
          'Live'
        ),
    },
  ];
  const cardColumns: Column<GiftCard>[] = [
    textColumn('card', 'Card', (c) => (c.last4 ? `···${c.last4}` : 'Not sent yet')),
    textColumn('to', 'Recipient', (c) => c.recipientEmail ?? '—', { hideBelow: 'md' }),
    moneyColumn('initial', 'Value', (c) => formatINR(c.initial)),
    moneyColumn('balance', 'Balance', (c) => formatINR(c.balance)),
    textColumn('status', 'Status', (c) => c.status),
    timeColumn('expires', 'Expires', (c) => c.expiresAt, { hideBelow: 'lg' }),
    ...(isAdmin
      ? [
          {
            id: 'actions',
            header: '',
            align: 'right' as const,
            cell: (c: GiftCard) => <CardActions card={c} />,
          },
        ]
      : []),
  ];
  return (
    <>
      <AdminPageHeader
        title="Offers & gift cards"
        description="What each promotion brought in and gave away, and what gift cards the store has sold and still owes."
      />
      <DashboardSection title="Promotions">
        {canEdit && <NewPromotion />}
        <QueryTable
          caption="Promotions"
          columns={promotionColumns}
          rows={queryRows(promotions, (rows) => rows)}
          empty={{ icon: Percent, title: 'No promotions yet', failure: PROMOTIONS_FAILURE, text: '' }}
        />
      </DashboardSection>
      <DashboardSection title="Gift cards">
        <StatCards
          loading={figures.isPending}
          className="mb-4 grid gap-4 sm:grid-cols-4"
          cards={[
            {
              label: 'Sold',
              value: formatINR(f?.sold.amount ?? 0),
              hint: `${f?.sold.count ?? 0} cards`,
              icon: <Gift />,
            },
            { label: 'Spent', value: formatINR(f?.spent ?? 0), hint: 'paid for orders' },
            {
              label: 'Outstanding',
              value: formatINR(f?.outstanding ?? 0),
              hint: 'owed on live cards: a liability',
              icon: <Wallet />,
            },
            {
              label: 'Issued by staff',
              value: formatINR(f?.issued.amount ?? 0),
              hint: `${f?.issued.count ?? 0} cards · ${formatINR(f?.redeemedToCredit ?? 0)} moved to credit`,
            },
          ]}
        />
        {isAdmin && <IssueCard />}
        <QueryTable
          caption="Gift cards"
          columns={cardColumns}
          rows={queryRows(cards, (rows) => rows)}
          empty={{ icon: Gift, title: 'No gift cards yet', failure: CARDS_FAILURE, text: '' }}
        />
      </DashboardSection>
    </>
  );
}
