import type { ReactNode } from 'react';

/** The small 'Guide' link beside a field that opens its help dialog. */
export function GuideButton({
  label,
  icon,
  onClick,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-haspopup="dialog"
      className="inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-[13px] font-medium text-gold-dark underline-offset-4 transition-colors hover:text-ink hover:underline [&>svg]:size-3.5"
    >
      {icon}
      Guide
    </button>
  );
}
