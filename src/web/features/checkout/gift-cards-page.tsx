import { clsx } from 'clsx';
import { CircleCheck, Gift } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Navigate } from 'react-router';
import type { PaymentOrder, PaymentResult } from '../../../domain/checkout';
import { formatDate, formatINR } from '../../../domain/format';
import {
  GIFT_CARD_AMOUNTS,
  GIFT_CARD_MAX_RUPEES,
  GIFT_CARD_MIN_RUPEES,
  GiftCardPurchaseSchema,
  type GiftCard,
  type GiftCardPurchaseInput,
} from '../../../domain/gift-card';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextAreaField, TextField } from '../../components/ui/form-field';
import { useTablePageMeta } from '../../components/ui/page-meta';
import { api, errorMessage } from '../../lib/api-client';
import { useStoreInfo } from '../../lib/store-info';
import { useAuth } from '../../stores/auth/auth-context';
import { loginPath } from '../../lib/redirect';
import { SandboxCheckoutDialog } from '../../components/ui/sandbox-checkout-dialog';
import { loadRazorpay, openRazorpay } from '../../lib/razorpay-checkout';
import { usePaymentAttempt } from '../../lib/use-payment-attempt';

const purchase = (body: GiftCardPurchaseInput) =>
  api<PaymentOrder>('/gift-cards/purchase', { method: 'POST', body });
const confirm = (result: PaymentResult) =>
  api<GiftCard>('/gift-cards/confirm', {
    method: 'POST',
    body: {
      orderId: result.razorpay_order_id,
      paymentId: result.razorpay_payment_id,
      signature: result.razorpay_signature,
    },
  });

/** Today in India, as a date input wants it. */
const indiaToday = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

type Fields = 'amount' | 'recipientName' | 'recipientEmail' | 'senderName' | 'message' | 'sendOn';

/**
 * /gift-cards (docs/decisions/063-gift-cards.md): choose an amount, say who it is for and when it should arrive,
 * and pay as for an order. The card, and its code, are e-mailed to the recipient on that day.
 */
export function GiftCardsPage() {
  useTablePageMeta('giftCards');
  const { user, status } = useAuth();
  const { storeName, info } = useStoreInfo();
  const [amount, setAmount] = useState<number>(GIFT_CARD_AMOUNTS[1]);
  const [custom, setCustom] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const { sandboxOrder, setSandboxOrder, busy, setBusy, failure, setFailure, dismiss, fail } =
    usePaymentAttempt<PaymentOrder>();
  const [bought, setBought] = useState<GiftCard | null>(null);

  if (status === 'checking') return <main className="min-h-[60vh]" aria-busy />;
  if (!user) return <Navigate to={loginPath('/gift-cards')} replace />;

  const onPaid = async (result: PaymentResult) => {
    setSandboxOrder(null);
    try {
      setBought(await confirm(result));
    } catch (error) {
      setFailure(errorMessage(error, 'We could not confirm your payment.'));
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '');
    const sendOn = text('sendOn');
    const parsed = GiftCardPurchaseSchema.safeParse({
      amount: custom ? Number(custom) : amount,
      recipientName: text('recipientName'),
      recipientEmail: text('recipientEmail'),
      senderName: text('senderName'),
      message: text('message'),
      ...(sendOn ? { sendOn } : {}),
    });
    if (!parsed.success) {
      const next: Partial<Record<Fields, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Fields;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const order = await purchase(parsed.data);
      if (info?.paymentProvider === 'razorpay') {
        await loadRazorpay();
        openRazorpay({
          keyId: order.keyId,
          amountPaise: order.amount,
          orderId: order.orderId,
          storeName,
          prefill: { name: parsed.data.senderName, email: user.email, contact: '' },
          onSuccess: (result) => void onPaid(result),
          onFailure: (reason) => {
            setBusy(false);
            setFailure(reason ?? 'The payment failed.');
          },
          onDismiss: () => setBusy(false),
        });
      } else setSandboxOrder(order);
    } catch (error) {
      setBusy(false);
      setFailure(errorMessage(error, 'We could not start the payment.'));
    }
  };

  if (bought)
    return (
      <main className="mx-auto flex w-full max-w-lg flex-col items-center px-5 py-16 text-center">
        <CircleCheck aria-hidden className="size-14 text-success" strokeWidth={1.5} />
        <h1 className="mt-6 font-serif text-3xl text-ink">Your gift card is paid</h1>
        <p className="mt-3 text-ink-soft" data-testid="gift-card-bought">
          We e-mail the {formatINR(bought.initial)} gift card to {bought.recipientEmail} on{' '}
          {formatDate(new Date(bought.sendAt))}, with your message. It can be spent until{' '}
          {formatDate(new Date(bought.expiresAt))}.
        </p>
        <Button className="mt-8" variant="secondary" onClick={() => setBought(null)}>
          Send another
        </Button>
      </main>
    );

  const chosen = custom ? Number(custom) : amount;
  return (
    <main className="mx-auto w-full max-w-3xl px-5 py-8 sm:px-6 sm:py-12">
      <p className="text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase">Gift cards</p>
      <h1 className="mt-2 flex items-center gap-3 font-serif text-3xl text-ink sm:text-4xl">
        <Gift aria-hidden className="size-8 text-gold-dark" strokeWidth={1.5} />
        Give a wall they will love
      </h1>
      <p className="mt-3 text-ink-soft">
        A {storeName} gift card arrives by e-mail on the day you choose, with your message. It pays for any
        order, in part or in full, over as many orders as it takes, for a year.
      </p>
      <form onSubmit={(event) => void submit(event)} noValidate className="mt-8 space-y-6">
        <fieldset>
          <legend className="text-sm font-medium text-ink">Amount</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {GIFT_CARD_AMOUNTS.map((value) => (
              <button
                key={value}
                type="button"
                aria-pressed={!custom && amount === value}
                onClick={() => {
                  setAmount(value);
                  setCustom('');
                }}
                className={clsx(
                  'h-11 rounded-full border px-5 text-sm font-medium transition',
                  !custom && amount === value
                    ? 'border-gold-dark bg-gold-dark text-white'
                    : 'border-sand-200 bg-white text-ink hover:border-gold-dark',
                )}
              >
                {formatINR(value)}
              </button>
            ))}
          </div>
          <TextField
            className="mt-3 max-w-xs"
            label="Or another amount"
            name="customAmount"
            type="number"
            inputMode="numeric"
            prefix="₹"
            min={GIFT_CARD_MIN_RUPEES}
            max={GIFT_CARD_MAX_RUPEES}
            value={custom}
            onChange={(event) => setCustom(event.target.value)}
            hint={`${formatINR(GIFT_CARD_MIN_RUPEES)} to ${formatINR(GIFT_CARD_MAX_RUPEES)}`}
            error={errors.amount}
          />
        </fieldset>
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label="Recipient’s name" name="recipientName" error={errors.recipientName} />
          <TextField
            label="Recipient’s e-mail"
            name="recipientEmail"
            type="email"
            autoComplete="off"
            error={errors.recipientEmail}
          />
          <TextField
            label="Your name"
            name="senderName"
            defaultValue={user.guest ? '' : user.name}
            error={errors.senderName}
          />
          <TextField
            label="Send on"
            name="sendOn"
            type="date"
            min={indiaToday()}
            defaultValue={indiaToday()}
            error={errors.sendOn}
          />
        </div>
        <TextAreaField label="Message" name="message" optional maxLength={500} error={errors.message} />
        {failure && <Alert tone="error">{failure}</Alert>}
        <Button type="submit" size="lg" loading={busy} disabled={busy}>
          Pay {Number.isFinite(chosen) && chosen > 0 ? formatINR(chosen) : ''}
        </Button>
        <p className="text-[13px] text-ink-muted">
          A gift card is a means of payment, so no GST is charged on it: GST is charged on what it buys.
        </p>
      </form>
      {info?.paymentProvider !== 'razorpay' && (
        <SandboxCheckoutDialog
          paymentOrder={sandboxOrder}
          storeName={storeName}
          prefillName={user.name}
          onSuccess={(result) => void onPaid(result)}
          onFailure={fail}
          onDismiss={dismiss}
        />
      )}
    </main>
  );
}
