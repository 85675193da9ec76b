import { CheckCircle2, IndianRupee, Mail, Percent, Phone, ShoppingCart } from 'lucide-react';
import { toast } from 'sonner';
import { ABANDONED_AFTER_HOURS, type AbandonedCart } from '../../../../domain/cart-recovery';
import { formatDate, formatINR } from '../../../../domain/format';
import { REVENUE_BASIS } from '../../../../domain/stats';
import { Button, buttonStyles } from '../../../components/ui/button';
import { usePageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/api-client';
import { ABANDONED_CARTS_FAILURE, useAbandonedCarts, useSendRecoveryEmail } from './api/abandoned-carts';
import { AdminPageHeader } from '../shell/admin-page-header';
import { QueryTable, queryRows, timeColumn, type Column } from '../shell/data-table';
import { StatCards } from '../shell/stat-card';
import { usePermissions } from '../shell/use-permissions';
import { telHref } from '../../../lib/store-info';

const NO_PHONE = 'No phone number on file';

function CallCustomer({ cart }: { cart: AbandonedCart }) {
  const label = `Call ${cart.user.name}`;
  if (cart.user.phone) {
    return (
      <a
        href={telHref(cart.user.phone)}
        aria-label={`${label} on ${cart.user.phone}`}
        title={cart.user.phone}
        className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'h-8 px-3' })}
      >
        <Phone aria-hidden className="size-3.5" />
        <span>
          Call<span className="max-sm:sr-only"> customer</span>
        </span>
      </a>
    );
  }
  // A disabled button gets no hover events, so the tooltip sits on a wrapper; the reason is also read out.
  return (
    <span title={NO_PHONE} className="inline-flex cursor-not-allowed">
      <Button
        variant="secondary"
        size="sm"
        className="h-8 px-3"
        disabled
        icon={<Phone className="size-3.5" />}
      >
        <span>
          Call<span className="max-sm:sr-only"> customer</span>
        </span>
        <span className="sr-only"> ({NO_PHONE})</span>
      </Button>
    </span>
  );
}

function RecoveryAction({ cart, canEdit }: { cart: AbandonedCart; canEdit: boolean }) {
  const send = useSendRecoveryEmail();
  const sentAt = cart.recoveryEmailSentAt;
  const onSend = () =>
    send.mutate(cart._id, {
      onSuccess: (result) => toast.success(result.message),
      onError: (error) => toast.error(errorMessage(error, 'Could not send the recovery email')),
    });
  return (
    <div className="flex flex-col items-start gap-1">
      {sentAt && (
        <span className="inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-success">
          <CheckCircle2 aria-hidden className="size-3.5" />
          Sent {formatDate(sentAt)}
        </span>
      )}
      {canEdit && (
        <Button
          variant={sentAt ? 'quiet' : 'primary'}
          size="sm"
          className={sentAt ? 'text-xs' : 'h-8 px-3'}
          icon={sentAt ? undefined : <Mail className="size-3.5" />}
          loading={send.isPending}
          onClick={onSend}
        >
          {sentAt ? 'Send again' : 'Send recovery email'}
        </Button>
      )}
      {!canEdit && !sentAt && <span className="text-xs text-ink-muted">Not sent</span>}
    </div>
  );
}

export function AbandonedCartsPage() {
  usePageMeta('Abandoned Carts · Admin');
  const { canEdit } = usePermissions();
  const carts = useAbandonedCarts();
  const data = carts.data;

  const columns: Column<AbandonedCart>[] = [
    {
      id: 'customer',
      header: 'Customer',
      cell: (cart) => (
        <div className="min-w-0">
          <p className="font-medium text-ink">{cart.user.name}</p>
          <a
            href={`mailto:${cart.user.email}`}
            className="block truncate text-xs text-ink-muted underline-offset-2 hover:text-ink hover:underline"
          >
            {cart.user.email}
          </a>
          {/* A phone gets one column: the figures and the actions sit under the name. */}
          <p className="mt-1 text-xs text-ink-soft sm:hidden">
            <span className="font-medium text-ink tabular-nums">{formatINR(cart.total)}</span> ·{' '}
            {cart.items.length} {cart.items.length === 1 ? 'item' : 'items'} · Abandoned{' '}
            {formatDate(cart.updatedAt)}
          </p>
          <div className="mt-2.5 flex flex-wrap items-center gap-2 sm:hidden">
            <RecoveryAction cart={cart} canEdit={canEdit} />
            <CallCustomer cart={cart} />
          </div>
        </div>
      ),
      className: 'sm:max-w-[16rem]',
    },
    {
      id: 'products',
      header: 'Products',
      hideBelow: 'md',
      cell: (cart) => (
        <ul className="space-y-0.5 text-[13px] text-ink-soft">
          {cart.items.map((item) => (
            <li key={item.product.id}>
              {item.product.name}
              {item.quantity > 1 && <span className="text-ink-muted"> × {item.quantity}</span>}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'value',
      header: 'Value',
      align: 'right',
      hideBelow: 'sm',
      cell: (cart) => (
        <div>
          <p className="font-medium whitespace-nowrap tabular-nums">{formatINR(cart.total)}</p>
          <p className="text-xs text-ink-muted md:hidden">
            {cart.items.length} {cart.items.length === 1 ? 'item' : 'items'}
          </p>
        </div>
      ),
    },
    timeColumn('abandoned', 'Abandoned', (cart) => cart.updatedAt, { hideBelow: 'sm' }),
    {
      id: 'actions',
      header: <span className="sr-only">Actions</span>,
      hideBelow: 'sm',
      cell: (cart) => (
        <div className="flex flex-col items-start gap-2 xl:flex-row xl:items-center xl:justify-end">
          <RecoveryAction cart={cart} canEdit={canEdit} />
          <CallCustomer cart={cart} />
        </div>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Abandoned Carts"
        description={`Signed-in customers whose cart has sat untouched for ${ABANDONED_AFTER_HOURS} hours without an order.`}
      />
      <StatCards
        loading={carts.isPending}
        cards={[
          {
            label: 'Abandoned carts',
            icon: <ShoppingCart />,
            value: (data?.count ?? 0).toLocaleString('en-IN'),
          },
          {
            label: 'Potential revenue',
            basis: REVENUE_BASIS.exclGstCarts,
            icon: <IndianRupee />,
            value: formatINR(data?.potentialRevenue ?? 0),
            hint: "The sum of these carts' totals",
          },
          {
            label: 'Recovery rate',
            icon: <Percent />,
            value: `${(data?.recoveryRate ?? 0).toFixed(1)}%`,
            hint: 'Carts sent a recovery email whose owner then ordered',
          },
        ]}
      />
      <QueryTable
        caption="Abandoned carts"
        columns={columns}
        rows={queryRows(carts, (answer) => answer.carts)}
        skeletonRows={4}
        empty={{
          icon: ShoppingCart,
          title: 'No abandoned carts found',
          failure: ABANDONED_CARTS_FAILURE,
          text: 'Every signed-in cart has either been ordered or touched in the last day.',
        }}
      />
    </>
  );
}
