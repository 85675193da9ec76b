import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import type { CustomDesignRequest } from '../../../../domain/custom-design';
import { Button, ButtonLink } from '../../../components/ui/button';

export interface RequestSuccessProps {
  request: CustomDesignRequest;
  message: string;
  onAnother: () => void;
}

const feet = (n: number) => `${Number(n.toFixed(2))} ft`;

export function RequestSuccess({ request, message, onAnother }: RequestSuccessProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form that had focus is gone; the result is what a screen reader should land on.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'center' });
  }, []);
  const images = request.inspirationImages.length;
  const { width, height } = request.dimensions;
  const rows: [string, string][] = [
    ['Room', request.roomType],
    ['Wall size', `${feet(width)} × ${feet(height)} (${Number((width * height).toFixed(1))} sq ft)`],
    ['Style', request.style],
    ['Budget', request.budget],
    ['Inspiration', images ? `${images} image${images === 1 ? '' : 's'}` : 'None added'],
  ];
  return (
    <div className="text-center">
      <CircleCheck aria-hidden className="mx-auto size-14 text-success" strokeWidth={1.5} />
      <h3 ref={heading} tabIndex={-1} className="mt-4 text-3xl text-ink outline-none">
        {message}
      </h3>
      <p className="mx-auto mt-3 max-w-md text-ink-soft">
        Thank you, {request.name}. Our design team will contact you within 24 hours at{' '}
        <span className="font-medium break-words text-ink">{request.email}</span> or{' '}
        <span className="font-medium whitespace-nowrap text-ink">{request.phone}</span>. A confirmation is on
        its way to your inbox.
      </p>
      <dl className="mx-auto mt-8 max-w-md divide-y divide-sand-200 rounded-xl border border-sand-200 bg-sand-50/60 text-left text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 px-4 py-3">
            <dt className="text-ink-muted">{label}</dt>
            <dd className="text-right font-medium text-ink">{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/products">Browse wallpapers</ButtonLink>
        <ButtonLink to="/" variant="secondary">
          Back to home
        </ButtonLink>
      </div>
      <Button variant="quiet" className="mt-4" onClick={onAnother}>
        Start another request
      </Button>
    </div>
  );
}
