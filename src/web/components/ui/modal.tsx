import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { DialogFrame, DialogHeading } from './dialog-frame';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the dialog's accessible name; shown as a serif heading unless `hideTitle` */
  title: ReactNode;
  /** keep the title for screen readers only (e.g. a search box that speaks for itself) */
  hideTitle?: boolean;
  description?: ReactNode;
  /** sm 24rem, md 32rem, lg 42rem */
  size?: 'sm' | 'md' | 'lg';
  /** `top` suits search-style dialogs that grow downwards; `center` suits confirmations and guides */
  position?: 'center' | 'top';
  /** hide the corner close button when the content brings its own */
  hideClose?: boolean;
  className?: string;
  children: ReactNode;
}

/** A centred dialog over Radix Dialog: focus trapped, Escape and the backdrop close it. */
export function Modal({
  open,
  onOpenChange,
  title,
  hideTitle = false,
  description,
  size = 'md',
  position = 'center',
  hideClose = false,
  className,
  children,
}: ModalProps) {
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      described={Boolean(description)}
      className={clsx(
        'wc-modal fixed inset-x-3 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] flex-col overflow-hidden rounded-2xl bg-ivory shadow-2xl outline-none sm:inset-x-6',
        position === 'top' ? 'top-3 sm:top-[10vh]' : 'top-1/2 -translate-y-1/2',
        { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl' }[size],
        className,
      )}
    >
      <div className={clsx(hideTitle ? 'sr-only' : 'px-6 pt-6 pr-14')}>
        <DialogHeading title={title} description={description} />
      </div>
      {!hideClose && (
        <Dialog.Close asChild>
          <IconButton label="Close" icon={<X />} className="absolute top-3 right-3" />
        </Dialog.Close>
      )}
      <div className="min-h-0 flex-1 overflow-y-auto">{children}</div>
    </DialogFrame>
  );
}
