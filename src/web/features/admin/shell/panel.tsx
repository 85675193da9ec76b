import type { ReactNode } from 'react';

/** A titled block on the dashboard: heading and a quiet action on one line, the content under it. */
export function DashboardSection({
  title,
  action,
  children,
}: {
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="mt-8">
      <div className="mb-3 flex items-baseline justify-between gap-4">
        <h2 className="font-serif text-xl text-ink">{title}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}
