import { ArrowLeft, Lock, PencilLine } from 'lucide-react';
import { formatMobile } from '../../../../domain/address';
import type { ShippingInfo } from '../../../../domain/checkout';
import { formatINR } from '../../../../domain/format';
import type { PaymentProviderName } from '../../../../domain/store';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { IconDisc } from '../../../components/ui/icon-disc';

export interface PaymentStepProps {
  shippingInfo: ShippingInfo;
  total: number;
  provider: PaymentProviderName | null;
  /** the provider's checkout can be opened (its script has loaded) */
  ready: boolean;
  processing: boolean;
  /** the message of docs/store-rules.md#errors, and the provider's reason when it gave one */
  error: { message: string; reason: string | null } | null;
  /** the provider's script failed to load */
  loadError: string | null;
  onBack: () => void;
  onPay: () => void;
}

/** Step 2 (docs/store-rules.md#screens): where it is going, then Back and Pay. Pay waits for the provider and for any payment in flight. */
export function PaymentStep({
  shippingInfo,
  total,
  provider,
  ready,
  processing,
  error,
  loadError,
  onBack,
  onPay,
}: PaymentStepProps) {
  // Edit and Back both return to the shipping form, but not while a payment is under way.
  const back = { onClick: onBack, disabled: processing };
  return (
    <section aria-labelledby="payment-title">
      <h2 id="payment-title" className="font-serif text-2xl text-ink">
        Payment
      </h2>
      <p className="mt-1 text-sm text-ink-soft">Review where your order is going, then pay securely.</p>

      <div className="mt-6 rounded-card border border-sand-200 bg-white/70 p-5">
        <div className="flex items-start justify-between gap-4">
          <div className="min-w-0 text-sm leading-relaxed text-ink-soft">
            <p className="text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase">Deliver to</p>
            <p className="mt-1.5 font-medium text-ink">{shippingInfo.name}</p>
            <p>{shippingInfo.address}</p>
            <p>
              {shippingInfo.city}, {shippingInfo.state} {shippingInfo.zip}
            </p>
            <p className="mt-1 [overflow-wrap:anywhere]">
              {formatMobile(shippingInfo.phone)} · {shippingInfo.email}
            </p>
          </div>
          <Button variant="quiet" {...back} icon={<PencilLine aria-hidden className="size-4" />}>
            Edit
          </Button>
        </div>
      </div>

      <div className="mt-4 rounded-card border border-sand-200 bg-gradient-to-br from-sand-50 to-ivory p-5">
        <div className="flex items-start gap-3.5">
          <IconDisc tone="ink" className="size-10">
            <Lock className="size-[18px]" />
          </IconDisc>
          <div className="text-sm text-ink-soft">
            <p className="font-medium text-ink">Secure payment</p>
            <p className="mt-0.5">
              Pay by card or UPI in {provider === 'razorpay' ? "Razorpay's" : 'our'} secure checkout. Your
              card details never touch our servers.
            </p>
          </div>
        </div>
      </div>

      {(error || loadError) && (
        <Alert className="mt-4">
          <p className="font-medium">{error?.message ?? loadError}</p>
          {error?.reason && <p className="mt-0.5 text-danger/90">{error.reason}</p>}
        </Alert>
      )}

      <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="secondary" size="lg" {...back} icon={<ArrowLeft aria-hidden className="size-4" />}>
          Back
        </Button>
        <Button
          size="lg"
          onClick={onPay}
          loading={processing}
          disabled={!ready}
          icon={<Lock aria-hidden className="size-4" />}
          className="sm:min-w-56"
        >
          Pay {formatINR(total)}
        </Button>
      </div>
    </section>
  );
}
