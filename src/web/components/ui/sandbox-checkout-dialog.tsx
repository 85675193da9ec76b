import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { CreditCard, FlaskConical, ShieldCheck, Smartphone, X } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useForm } from 'react-hook-form';
import {
  SANDBOX_CARDS,
  SANDBOX_UPI_IDS,
  SandboxCardSchema,
  SandboxUpiSchema,
  type PaymentOrder,
  type SandboxOutcome,
  type PaymentResult,
  type SandboxAuthorizeInput,
  type SandboxCardInput,
  type SandboxUpiInput,
} from '../../../domain/checkout';
import { formatINR } from '../../../domain/format';
import { toRupees } from '../../../domain/pricing';
import { Button } from './button';
import { IconButton } from './icon-button';
import { Modal } from './modal';
import { api, ApiError, errorMessage } from '../../lib/api-client';
import { TextField, fieldsOf } from './form-field';
import { Alert } from './alert';

type Method = 'card' | 'upi';

/** The sandbox's stand-in for Razorpay's checkout: the server checks the test card and signs the payment. */
const authorizeSandboxPayment = (body: SandboxAuthorizeInput) =>
  api<PaymentResult>('/payment/sandbox/authorize', { method: 'POST', body });

export interface SandboxCheckoutDialogProps {
  /** the provider order to pay; null closes the dialog */
  paymentOrder: PaymentOrder | null;
  storeName: string;
  prefillName: string;
  onSuccess: (result: PaymentResult) => void;
  /** a refused payment: the page shows the message of docs/store-rules.md#errors, with this reason under it */
  onFailure: (reason: string) => void;
  /** Cancel, Escape or the backdrop: nothing was charged */
  onDismiss: () => void;
}

/**
 * The offline stand-in for Razorpay's checkout dialog (docs/decisions/006-payments-and-orders.md): amount,
 * store name, Card and UPI tabs and the test details to use. The server checks them and signs the payment, so
 * the key secret never reaches the browser and the order is verified exactly as a Razorpay payment is.
 */
export function SandboxCheckoutDialog(props: SandboxCheckoutDialogProps) {
  const { paymentOrder, storeName, onDismiss } = props;
  const [busy, setBusy] = useState(false);
  // While the payment is being authorised, closing would leave its outcome unknown.
  const dismiss = () => {
    if (!busy) onDismiss();
  };
  return (
    <Modal
      open={paymentOrder !== null}
      onOpenChange={(open) => {
        if (!open) dismiss();
      }}
      title={`Pay ${storeName}`}
      hideTitle
      hideClose
      size="md"
    >
      {paymentOrder && (
        <>
          <div className="flex items-start gap-3 bg-ink px-5 py-4 text-ivory sm:px-6">
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-gold-dark font-serif text-lg text-white"
            >
              {storeName.charAt(0)}
            </span>
            <div className="min-w-0 flex-1">
              <p className="truncate font-serif text-lg leading-tight">{storeName}</p>
              <p className="mt-0.5 truncate text-[11px] text-ivory/70">{paymentOrder.orderId}</p>
            </div>
            <div className="text-right">
              <p className="text-[11px] text-ivory/70">Amount</p>
              <p className="text-lg leading-tight font-semibold tabular-nums">
                {formatINR(toRupees(paymentOrder.amount))}
              </p>
            </div>
            <IconButton
              label="Cancel payment"
              icon={<X />}
              size="sm"
              onClick={dismiss}
              disabled={busy}
              className="-mt-1 -mr-2 text-ivory hover:bg-white/10"
            />
          </div>
          <SandboxCheckoutBody {...props} paymentOrder={paymentOrder} busy={busy} setBusy={setBusy} />
        </>
      )}
    </Modal>
  );
}

interface BodyProps extends SandboxCheckoutDialogProps {
  paymentOrder: PaymentOrder;
  busy: boolean;
  setBusy: (busy: boolean) => void;
}

function SandboxCheckoutBody({
  paymentOrder,
  prefillName,
  onSuccess,
  onFailure,
  onDismiss,
  busy,
  setBusy,
}: BodyProps) {
  const [method, setMethod] = useState<Method>('card');
  const [formError, setFormError] = useState<string | null>(null);
  const tabsId = useId();
  const tabRefs = useRef<Record<Method, HTMLButtonElement | null>>({ card: null, upi: null });

  const authorize = async (body: SandboxAuthorizeInput) => {
    setBusy(true);
    setFormError(null);
    try {
      const result = await authorizeSandboxPayment(body);
      setBusy(false);
      onSuccess(result);
    } catch (error) {
      setBusy(false);
      // 402: the payment itself was refused (declined card, failed UPI). Anything else is a detail to fix here.
      if (error instanceof ApiError && error.status === 402) onFailure(error.message);
      else if (error instanceof ApiError && error.status === 400) setFormError(error.message);
      else onFailure(errorMessage(error, 'The payment could not be completed.'));
    }
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (
      event.key !== 'ArrowLeft' &&
      event.key !== 'ArrowRight' &&
      event.key !== 'Home' &&
      event.key !== 'End'
    )
      return;
    event.preventDefault();
    const next: Method =
      event.key === 'Home' ? 'card' : event.key === 'End' ? 'upi' : method === 'card' ? 'upi' : 'card';
    setMethod(next);
    setFormError(null);
    tabRefs.current[next]?.focus();
  };

  const tab = (value: Method, label: string, Icon: typeof CreditCard) => (
    <button
      ref={(el) => {
        tabRefs.current[value] = el;
      }}
      type="button"
      role="tab"
      id={`${tabsId}-${value}-tab`}
      aria-selected={method === value}
      aria-controls={`${tabsId}-${value}-panel`}
      tabIndex={method === value ? 0 : -1}
      onKeyDown={onTabKey}
      onClick={() => {
        setMethod(value);
        setFormError(null);
      }}
      className={clsx(
        'flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
        method === value ? 'bg-white text-ink shadow-sm' : 'text-ink-soft hover:text-ink',
      )}
    >
      <Icon aria-hidden className="size-4" />
      {label}
    </button>
  );

  const methodProps: MethodFormProps = {
    orderId: paymentOrder.orderId,
    amountPaise: paymentOrder.amount,
    busy,
    formError,
    onAuthorize: authorize,
    onCancel: onDismiss,
  };

  return (
    <div className="px-6 pt-4 pb-6">
      <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900 ring-1 ring-amber-200 ring-inset">
        <FlaskConical aria-hidden className="size-4 shrink-0" />
        Sandbox checkout: no money moves. Use the test details below.
      </p>

      <div role="tablist" aria-label="Payment method" className="mt-4 flex gap-1 rounded-xl bg-sand-100 p-1">
        {tab('card', 'Card', CreditCard)}
        {tab('upi', 'UPI', Smartphone)}
      </div>

      <div
        role="tabpanel"
        id={`${tabsId}-${method}-panel`}
        aria-labelledby={`${tabsId}-${method}-tab`}
        className="mt-5"
      >
        {method === 'card' ? (
          <CardForm {...methodProps} prefillName={prefillName} />
        ) : (
          <UpiForm {...methodProps} />
        )}
      </div>

      <p className="mt-5 flex items-center justify-center gap-1.5 text-[11px] text-ink-muted">
        <ShieldCheck aria-hidden className="size-3.5" />
        Verified by the store with the same signature Razorpay uses
      </p>
    </div>
  );
}

interface MethodFormProps {
  orderId: string;
  amountPaise: number;
  busy: boolean;
  formError: string | null;
  onAuthorize: (body: SandboxAuthorizeInput) => Promise<void>;
  onCancel: () => void;
}

function Actions({
  amountPaise,
  busy,
  onSimulateFailure,
  onCancel,
}: Pick<MethodFormProps, 'amountPaise' | 'busy' | 'onCancel'> & { onSimulateFailure: () => void }) {
  return (
    <div className="mt-6 space-y-3">
      <Button type="submit" size="lg" fullWidth loading={busy}>
        Pay {formatINR(toRupees(amountPaise))}
      </Button>
      <div className="flex items-center justify-between gap-3">
        <Button variant="quiet" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="quiet"
          onClick={onSimulateFailure}
          disabled={busy}
          className="text-danger hover:text-danger"
        >
          Simulate failure
        </Button>
      </div>
    </div>
  );
}

const formatCardNumber = (value: string) =>
  value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

function CardForm({
  orderId,
  amountPaise,
  prefillName,
  busy,
  formError,
  onAuthorize,
  onCancel,
}: MethodFormProps & { prefillName: string }) {
  const form = useForm<SandboxCardInput>({
    resolver: zodResolver(SandboxCardSchema),
    defaultValues: { number: '', expiry: '', cvc: '', name: prefillName },
  });
  const { handleSubmit, setValue, getValues } = form;
  const field = fieldsOf(form);
  const pay = (outcome?: 'failure') =>
    handleSubmit((card) => onAuthorize({ orderId, method: 'card', card, outcome }));
  const numberField = field('number');
  return (
    <form onSubmit={pay()} noValidate>
      <div className="grid grid-cols-2 gap-x-3 gap-y-4">
        <TextField
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4111 1111 1111 1111"
          className="col-span-2"
          {...numberField}
          onChange={(event) => {
            event.target.value = formatCardNumber(event.target.value);
            void numberField.onChange(event);
          }}
        />
        <TextField
          label="Expiry (MM/YY)"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="12/30"
          {...field('expiry')}
        />
        <TextField
          label="CVV"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          maxLength={4}
          {...field('cvc')}
        />
        <TextField label="Name on card" autoComplete="cc-name" className="col-span-2" {...field('name')} />
      </div>
      <TestHints
        title="Test cards (any future expiry, any CVV)"
        samples={SANDBOX_CARDS}
        describe={(card) => ({
          value: card.number,
          result: `${card.brand}, ${card.outcome === 'success' ? 'succeeds' : 'declined'}`,
          useLabel: `Use ${card.brand} test card ${card.number}`,
        })}
        onUse={(card) => {
          setValue('number', card.number, { shouldValidate: true });
          if (!getValues('expiry')) setValue('expiry', '12/30', { shouldValidate: true });
          if (!getValues('cvc')) setValue('cvc', '123', { shouldValidate: true });
        }}
      />
      {formError && <Alert className="mt-4">{formError}</Alert>}
      <Actions amountPaise={amountPaise} busy={busy} onCancel={onCancel} onSimulateFailure={pay('failure')} />
    </form>
  );
}

function UpiForm({ orderId, amountPaise, busy, formError, onAuthorize, onCancel }: MethodFormProps) {
  const form = useForm<SandboxUpiInput>({
    resolver: zodResolver(SandboxUpiSchema),
    defaultValues: { vpa: '' },
  });
  const { handleSubmit, setValue } = form;
  const field = fieldsOf(form);
  const pay = (outcome?: 'failure') =>
    handleSubmit((upi) => onAuthorize({ orderId, method: 'upi', upi, outcome }));
  return (
    <form onSubmit={pay()} noValidate>
      <TextField
        label="UPI ID"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        placeholder="name@bank"
        {...field('vpa')}
      />
      <TestHints
        title="Test UPI IDs"
        samples={SANDBOX_UPI_IDS}
        describe={(upi) => ({
          value: upi.vpa,
          result: upi.outcome === 'success' ? 'succeeds' : 'fails',
          useLabel: `Use test UPI ID ${upi.vpa}`,
        })}
        onUse={(upi) => setValue('vpa', upi.vpa, { shouldValidate: true })}
      />
      {formError && <Alert className="mt-4">{formError}</Alert>}
      <Actions amountPaise={amountPaise} busy={busy} onCancel={onCancel} onSimulateFailure={pay('failure')} />
    </form>
  );
}

interface TestHintsProps<Sample extends { outcome: SandboxOutcome }> {
  title: string;
  samples: readonly Sample[];
  /** the detail to type, what it does ('Visa, succeeds') and its button's name */
  describe(sample: Sample): { value: string; result: string; useLabel: string };
  /** fills the form in with the sample */
  onUse(sample: Sample): void;
}

/** The method's test cards or UPI IDs: each with what it does, and a button that fills it in. */
function TestHints<Sample extends { outcome: SandboxOutcome }>({
  title,
  samples,
  describe,
  onUse,
}: TestHintsProps<Sample>) {
  return (
    <div className="mt-5 rounded-xl border border-dashed border-sand-300 bg-sand-50 px-4 py-3">
      <p className="text-[11px] font-semibold tracking-[0.12em] text-ink-soft uppercase">{title}</p>
      <ul className="mt-2 space-y-1.5 text-xs text-ink-soft">
        {samples.map((sample) => {
          const { value, result, useLabel } = describe(sample);
          return (
            <li key={value} className="flex items-center justify-between gap-3">
              <span>
                <span className="font-mono text-ink">{value}</span>{' '}
                <span className={sample.outcome === 'success' ? 'text-success' : 'text-danger'}>
                  {result}
                </span>
              </span>
              <button
                type="button"
                className="shrink-0 rounded px-1.5 py-0.5 text-xs font-medium text-gold-dark underline-offset-2 hover:underline"
                aria-label={useLabel}
                onClick={() => onUse(sample)}
              >
                Use
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
