import type { ReactNode } from 'react';

/** One block of the product form: its title and a line of guidance on the left, the fields in a card. */
export function FormSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="grid gap-x-10 gap-y-4 border-t border-sand-200 py-8 first:border-t-0 first:pt-0 lg:grid-cols-[14rem_minmax(0,1fr)]">
      <div>
        <h2 className="font-serif text-lg text-ink">{title}</h2>
        {description && <p className="mt-1 text-sm leading-relaxed text-ink-muted">{description}</p>}
      </div>
      <div className="space-y-5 rounded-card border border-sand-200 bg-white p-5 sm:p-6">{children}</div>
    </section>
  );
}

/** A group of checkboxes or chips with a legend, for the lists under Specifications. */
export function Group({ legend, hint, children }: { legend: string; hint?: ReactNode; children: ReactNode }) {
  return (
    <fieldset>
      <legend className="mb-2.5 text-sm font-medium text-ink">{legend}</legend>
      {children}
      {hint && <p className="mt-2 text-xs text-ink-muted">{hint}</p>}
    </fieldset>
  );
}
