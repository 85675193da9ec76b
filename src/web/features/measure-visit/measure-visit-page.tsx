import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Ruler } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { INDIAN_STATES } from '../../../domain/address';
import type { PaymentResult } from '../../../domain/checkout';
import { formatDate, formatINR } from '../../../domain/format';
import { PERIOD_LABELS, type Slot } from '../../../domain/installation';
import type { Visit, VisitPayment, VisitSlots } from '../../../domain/measure-visit';
import { useAuth } from '../../stores/auth/auth-context';
import { Alert } from '../../components/ui/alert';
import { Button, buttonStyles } from '../../components/ui/button';
import { TextField } from '../../components/ui/form-field';
import { usePageMeta } from '../../components/ui/page-meta';
import { SandboxCheckoutDialog } from '../../components/ui/sandbox-checkout-dialog';
import { api, errorMessage } from '../../lib/api-client';
import { loadRazorpay, openRazorpay } from '../../lib/razorpay-checkout';
import { useStoreInfo } from '../../lib/store-info';
import { loginPath } from '../../lib/redirect';
import { usePaymentAttempt } from '../../lib/use-payment-attempt';

const ADDRESS_FIELDS = [
  ['name', 'Full name', 'name'],
  ['phone', 'Mobile number', 'tel'],
  ['email', 'E-mail', 'email'],
  ['address', 'Address', 'street-address'],
  ['city', 'City', 'address-level2'],
] as const;
type AddressKey = (typeof ADDRESS_FIELDS)[number][0] | 'state' | 'zip';

/**
 * 'Book a measurement visit' (docs/decisions/071-measurement-visits.md): the PIN's open slots, the address, and
 * the fee paid online in the checkout's own dialog, the sandbox's or Razorpay's
 * (docs/decisions/075-visit-fee-paid-like-an-order.md). Booking needs an account: the fee becomes store credit and
 * the walls are kept there.
 */
export function MeasureVisitPage() {
  usePageMeta(
    'Book a measurement visit',
    'An installer measures your walls; the fee comes back as store credit.',
  );
  const { user, status } = useAuth();
  const { info, storeName } = useStoreInfo();
  const [params] = useSearchParams();
  const productId = params.get('product') ?? undefined;
  const [pin, setPin] = useState('');
  const [chosen, setChosen] = useState<Slot | null>(null);
  const [typed, setTyped] = useState<Partial<Record<AddressKey, string>>>({});
  // The account's name and e-mail until the customer types others: the account is known only after a fresh
  // page's first render.
  const address: Record<AddressKey, string> = {
    name: user?.name ?? '',
    phone: '',
    email: user?.email ?? '',
    address: '',
    city: '',
    state: '',
    zip: '',
    ...typed,
  };
  /** the slot held and its provider order, kept so a dismissed dialog reopens on the same hold */
  const [payment, setPayment] = useState<{ slot: string; order: VisitPayment } | null>(null);
  const {
    sandboxOrder,
    setSandboxOrder,
    busy: paying,
    setBusy: setPaying,
    failure,
    setFailure,
    dismiss,
    fail,
  } = usePaymentAttempt<VisitPayment>();
  const [paid, setPaid] = useState<Visit | null>(null);
  const validPin = /^[1-9]\d{5}$/.test(pin);
  const slots = useQuery({
    queryKey: ['measure-visits', 'slots', pin],
    queryFn: () => api<VisitSlots>(`/measure-visits/slots?pin=${pin}`),
    enabled: validPin,
  });

  const onPaid = async (order: VisitPayment, result: PaymentResult) => {
    setSandboxOrder(null);
    try {
      setPaid(await api<Visit>(`/measure-visits/${order.visitId}/confirm`, { method: 'POST', body: result }));
    } catch (error) {
      setFailure(errorMessage(error, 'We could not confirm your payment.'));
    } finally {
      setPaying(false);
    }
  };

  const openPayment = async (order: VisitPayment) => {
    if (info?.paymentProvider !== 'razorpay') {
      setSandboxOrder(order);
      return;
    }
    await loadRazorpay();
    openRazorpay({
      keyId: order.keyId,
      amountPaise: order.amount,
      orderId: order.orderId,
      storeName,
      description: 'Measurement visit',
      prefill: { name: address.name, email: address.email, contact: address.phone },
      onSuccess: (result) => void onPaid(order, result),
      onFailure: (reason) => {
        setPaying(false);
        setFailure(reason ?? 'The payment failed.');
      },
      onDismiss: () => setPaying(false),
    });
  };

  const pay = async () => {
    if (!chosen) return;
    setFailure(null);
    setPaying(true);
    try {
      let order = payment?.slot === chosen.slot ? payment.order : null;
      if (!order) {
        order = await api<VisitPayment>('/measure-visits', {
          method: 'POST',
          body: {
            slot: chosen.slot,
            productId,
            address: { ...address, zip: pin },
            amount: slots.data ? Math.round(slots.data.fee * 100) : undefined,
          },
        });
        setPayment({ slot: chosen.slot, order });
      }
      await openPayment(order);
    } catch (error) {
      setPaying(false);
      setFailure(errorMessage(error, 'The visit could not be held.'));
      void slots.refetch();
    }
  };

  if (status !== 'checking' && (!user || user.guest))
    return (
      <Frame>
        <p className="mt-4 text-ink-soft">
          Please sign in to book a visit: the fee is kept as store credit on your account, and the walls we
          measure are saved there for you to order.
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link
            className={buttonStyles()}
            to={loginPath(`/measure-visit${productId ? `?product=${productId}` : ''}`)}
          >
            Sign in to book
          </Link>
          <Link className="text-gold-dark underline" to="/register">
            Create an account
          </Link>
        </div>
      </Frame>
    );

  if (paid)
    return (
      <Frame>
        <Alert tone="success" className="mt-6">
          Visit booked
          {paid.slot
            ? ` for the ${PERIOD_LABELS[paid.slot.period].toLowerCase()} of ${formatDate(paid.slot.startsAt)}`
            : ''}
          {paid.team ? ` with ${paid.team}` : ''}. {formatINR(paid.fee)} is now in your store credit, to spend
          on an order within 60 days.
        </Alert>
        <Link to="/profile#visits" className="mt-4 inline-block text-gold-dark underline">
          See your visits
        </Link>
      </Frame>
    );

  const byDay = new Map<string, Slot[]>();
  for (const slot of slots.data?.slots ?? []) byDay.set(slot.day, [...(byDay.get(slot.day) ?? []), slot]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void pay();
  };

  return (
    <Frame fee={slots.data?.fee}>
      <form onSubmit={submit} className="mt-6 grid gap-6 lg:grid-cols-[1fr_22rem]">
        <section
          aria-labelledby="visit-when"
          className="min-w-0 rounded-card border border-sand-200 bg-white p-5"
        >
          <h2 id="visit-when" className="font-serif text-xl text-ink">
            When
          </h2>
          <TextField
            label="PIN code of the walls"
            inputMode="numeric"
            maxLength={6}
            value={pin}
            onChange={(e) => {
              setPin(e.target.value.replace(/\D/g, ''));
              setChosen(null);
            }}
            className="mt-3 max-w-48"
          />
          {validPin && slots.data && !slots.data.slots.length && (
            <p className="mt-3 text-sm text-ink-muted">
              We do not visit this PIN code yet. Please contact us.
            </p>
          )}
          <ul className="mt-4 grid max-h-96 gap-2 overflow-y-auto pr-1" aria-label="Open slots">
            {[...byDay].slice(0, 14).map(([day, daySlots]) => (
              <li key={day} className="flex flex-wrap items-center gap-2">
                <span className="w-24 shrink-0 text-sm text-ink-soft sm:w-32">
                  {formatDate(`${day}T12:00:00+05:30`)}
                </span>
                {daySlots.map((slot) => (
                  <button
                    key={slot.slot}
                    type="button"
                    aria-pressed={chosen?.slot === slot.slot}
                    onClick={() => setChosen(slot)}
                    className={clsx(
                      'rounded-full border px-3 py-1.5 text-sm',
                      chosen?.slot === slot.slot
                        ? 'border-gold-dark bg-gold-dark text-white'
                        : 'border-sand-300 bg-white text-ink hover:border-gold',
                    )}
                  >
                    {PERIOD_LABELS[slot.period]}
                  </button>
                ))}
              </li>
            ))}
          </ul>
        </section>
        <section
          aria-labelledby="visit-where"
          className="min-w-0 rounded-card border border-sand-200 bg-white p-5"
        >
          <h2 id="visit-where" className="font-serif text-xl text-ink">
            Where
          </h2>
          <div className="mt-3 grid gap-3">
            {ADDRESS_FIELDS.map(([key, label, autoComplete]) => (
              <TextField
                key={key}
                label={label}
                autoComplete={autoComplete}
                value={address[key]}
                onChange={(e) => setTyped({ ...typed, [key]: e.target.value })}
              />
            ))}
            <label className="grid gap-1 text-sm text-ink">
              State
              <select
                value={address.state}
                onChange={(e) => setTyped({ ...typed, state: e.target.value })}
                className="h-11 w-full min-w-0 rounded-md border border-sand-300 bg-white px-3"
              >
                <option value="">Choose…</option>
                {INDIAN_STATES.map((s) => (
                  <option key={s.code}>{s.name}</option>
                ))}
              </select>
            </label>
          </div>
          {failure && (
            <Alert tone="error" className="mt-4">
              {failure}
            </Alert>
          )}
          <Button type="submit" className="mt-5 w-full" loading={paying} disabled={!chosen || paying}>
            {slots.data ? `Pay ${formatINR(slots.data.fee)} and book` : 'Choose a slot'}
          </Button>
        </section>
      </form>
      {info?.paymentProvider !== 'razorpay' && (
        <SandboxCheckoutDialog
          paymentOrder={sandboxOrder}
          storeName={storeName}
          prefillName={address.name}
          onSuccess={(result) => sandboxOrder && void onPaid(sandboxOrder, result)}
          onFailure={fail}
          onDismiss={dismiss}
        />
      )}
    </Frame>
  );
}

function Frame({ fee, children }: { fee?: number; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-5xl px-5 py-10 sm:px-6 sm:py-14 lg:px-8">
      <p className="flex items-center gap-2 text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase">
        <Ruler aria-hidden className="size-4" /> Before you buy
      </p>
      <h1 className="mt-2 font-serif text-3xl text-ink sm:text-4xl">Book a measurement visit</h1>
      <p className="mt-3 max-w-2xl text-ink-soft">
        One of our installers measures every wall, doors and windows included, so your custom-fit paper is cut
        right.
        {fee
          ? ` The ${formatINR(fee)} fee comes back as store credit to spend on an order within 60 days.`
          : ''}
      </p>
      {children}
    </main>
  );
}
