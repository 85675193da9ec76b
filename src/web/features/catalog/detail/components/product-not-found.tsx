import { ArrowLeft, RotateCw } from 'lucide-react';
import { Button, ButtonLink } from '../../../../components/ui/button';

/** Spec §2 and §8: a missing product, or one that failed to load, shows 'Product Not Found'. */
export function ProductNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <main className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center px-5 py-20 text-center sm:py-28">
      <p className="text-[11px] font-semibold tracking-[0.18em] text-gold-dark uppercase">
        Nothing on this wall
      </p>
      <h1 className="mt-3 font-serif text-4xl text-ink sm:text-5xl">Product Not Found</h1>
      <p className="mt-4 text-ink-soft">
        This design may have been retired, or the link may be mistyped. Our full collection is a click away.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/products" icon={<ArrowLeft aria-hidden className="size-4" />}>
          Back to Products
        </ButtonLink>
        {onRetry && (
          <Button variant="secondary" onClick={onRetry} icon={<RotateCw aria-hidden className="size-4" />}>
            Try again
          </Button>
        )}
      </div>
    </main>
  );
}
