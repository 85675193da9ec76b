import type { ReactNode } from 'react';

/** One titled part of the order sheet, under a rule. */
export function SheetSection({
  title,
  icon,
  children,
}: {
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="border-t border-sand-200 px-5 py-5 sm:px-6">
      <h3 className="mb-3 flex items-center gap-2 font-sans text-[11px] font-semibold tracking-[0.14em] text-ink-muted uppercase [&>svg]:size-3.5">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}
