import { Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { DialogProps } from '../../../../components/ui/dialog-frame';
import { useOnceTrue } from '../../../../components/ui/use-once-true';

/** What the button hands the dialog it opens. */
export type GuideDialogState = Pick<DialogProps, 'open' | 'onOpenChange'>;
export type GuideDialog<P extends object = object> = ComponentType<P & GuideDialogState>;

/**
 * The small 'Guide' link beside a field and the help dialog it opens. The dialog is a lazy component:
 * its code (and the dialog library) loads on the first click, not with the product page, and it stays
 * mounted afterwards so closing can animate.
 */
export function GuideButton<P extends object>({
  label,
  icon,
  dialog: Dialog,
  dialogProps,
}: {
  label: string;
  icon: ReactNode;
  dialog: GuideDialog<P>;
  /** what the dialog shows beyond its open state */
  dialogProps: P;
}) {
  const [open, setOpen] = useState(false);
  const requested = useOnceTrue(open);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        aria-haspopup="dialog"
        className="inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-[13px] font-medium text-gold-dark underline-offset-4 transition-colors hover:text-ink hover:underline [&>svg]:size-3.5"
      >
        {icon}
        Guide
      </button>
      {requested && (
        <Suspense fallback={null}>
          <Dialog {...dialogProps} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
