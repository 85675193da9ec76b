import { clsx } from 'clsx';
import { CloudOff, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './button';
import { IconDisc } from './icon-disc';

export interface LoadErrorProps {
  /** what could not be loaded, as a sentence: 'Your orders could not be loaded.' */
  title: string;
  /** asks again; the button shows a spinner while `retrying` */
  onRetry: () => void;
  retrying?: boolean;
  /** h1 when the failure is the whole page, otherwise a paragraph inside the page's own heading */
  heading?: 'h1' | 'h2' | 'p';
  /** a second way out beside Try again, e.g. a link back to the collection */
  children?: ReactNode;
  className?: string;
}

/**
 * A request that failed says so, with a way to try again. Never an empty state: 'No orders found'
 * or 'may have been retired' would tell the shopper something the store does not know.
 */
export function LoadError({
  title,
  onRetry,
  retrying = false,
  heading: Heading = 'p',
  children,
  className,
}: LoadErrorProps) {
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center rounded-card border border-dashed border-sand-300 bg-white/50 px-6 py-12 text-center',
        className,
      )}
    >
      <IconDisc tone="danger" className="size-14">
        <CloudOff className="size-6" strokeWidth={1.5} />
      </IconDisc>
      <Heading className="mt-4 font-serif text-xl text-ink">{title}</Heading>
      <p className="mt-1 text-sm text-ink-soft">Please check your connection and try again.</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button
          variant="secondary"
          onClick={onRetry}
          loading={retrying}
          icon={<RotateCw aria-hidden className="size-4" />}
        >
          Try again
        </Button>
        {children}
      </div>
    </div>
  );
}
