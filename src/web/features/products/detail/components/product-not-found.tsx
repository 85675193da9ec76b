import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '../../../../components/ui/button';

/** docs/store-rules.md#screens, #errors: a product the server says is not there (a failed request has its own state). */
export function ProductNotFound() {
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
      </div>
    </main>
  );
}
