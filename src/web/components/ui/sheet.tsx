import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { DialogFrame, DialogHeading } from './dialog-frame';

export interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the heading, also the dialog's accessible name */
  title: ReactNode;
  /** a line under the title, also the dialog's accessible description */
  description?: ReactNode;
  /** the edge it slides in from */
  side?: 'right' | 'left';
  /** pinned under the scrolling body (totals, the main call to action) */
  footer?: ReactNode;
  /** max width on larger screens; on phones the sheet fills the width */
  width?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
}

/**
 * A side drawer over Radix Dialog: focus is trapped inside, Escape and the backdrop close it, and
 * focus returns to whatever opened it.
 */
export function Sheet({
  open,
  onOpenChange,
  title,
  description,
  side = 'right',
  footer,
  width = 'md',
  className,
  children,
}: SheetProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      described={Boolean(description)}
      className={clsx(
        'fixed inset-y-0 z-50 flex w-full flex-col bg-ivory shadow-2xl outline-none',
        side === 'right' ? 'wc-sheet-right right-0' : 'wc-sheet-left left-0',
        width === 'sm' ? 'sm:max-w-sm' : 'sm:max-w-md',
        className,
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 pt-5 pb-4 sm:px-6">
        <div className="min-w-0">
          <DialogHeading title={title} description={description} />
        </div>
        <Dialog.Close asChild>
          <IconButton label="Close" icon={<X />} className="-mt-1 -mr-2" />
        </Dialog.Close>
      </div>
      <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
      {footer && (
        <div className="border-t border-sand-200 bg-sand-50 px-5 pt-4 pb-[max(1rem,env(safe-area-inset-bottom))] sm:px-6">
          {footer}
        </div>
      )}
    </DialogFrame>
  );
}
