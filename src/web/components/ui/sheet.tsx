import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { DialogCloseButton, DialogFrame, DialogHeading, type DialogProps } from './dialog-frame';

const SIDES = { right: 'wc-sheet-right right-0', left: 'wc-sheet-left left-0' };

export interface SheetProps extends DialogProps {
  /** the edge it slides in from */
  side?: keyof typeof SIDES;
  /** pinned under the scrolling body (totals, the main call to action) */
  footer?: ReactNode;
  /** max width on larger screens; on phones the sheet fills the width */
  width?: 'sm' | 'md';
}

/**
 * A side drawer over Radix Dialog: focus is trapped inside, Escape and the backdrop close it, and
 * focus returns to whatever opened it.
 */
export function Sheet({ title, side = 'right', footer, width = 'md', children, ...frame }: SheetProps) {
  return (
    <DialogFrame
      {...frame}
      panel={clsx(
        'fixed inset-y-0 z-50 flex w-full flex-col bg-ivory shadow-2xl outline-none',
        SIDES[side],
        width === 'sm' ? 'sm:max-w-sm' : 'sm:max-w-md',
      )}
    >
      <div className="flex items-start justify-between gap-4 border-b border-sand-200 px-5 pt-5 pb-4 sm:px-6">
        <div className="min-w-0">
          <DialogHeading title={title} description={frame.description} />
        </div>
        <DialogCloseButton className="-mt-1 -mr-2" />
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
