import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { IconButton } from './icon-button';
import { useReturnFocus } from './use-return-focus';
import './overlay.css';

/** What every dialog takes, Modal and Sheet alike. */
export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** the heading, also the dialog's accessible name */
  title: ReactNode;
  /** a quiet line under the title, also the dialog's accessible description */
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}

interface DialogFrameProps extends Omit<DialogProps, 'title'> {
  /** the panel's own shape and place, before the caller's `className` */
  panel: string;
}

/**
 * Radix Dialog's backdrop and panel, under Modal and Sheet: focus is trapped inside, Escape and the
 * backdrop close it, and focus returns to whatever opened it.
 */
export function DialogFrame({
  open,
  onOpenChange,
  description,
  panel,
  className,
  children,
}: DialogFrameProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="wc-overlay fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(panel, className)}
        >
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The serif title and the quiet line under it: the dialog's accessible name and description. */
export function DialogHeading({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <>
      <Dialog.Title className="font-serif text-xl text-ink lining-nums">{title}</Dialog.Title>
      {description && (
        <Dialog.Description className="mt-1 text-sm text-ink-muted">{description}</Dialog.Description>
      )}
    </>
  );
}

/** The round × that closes the dialog it sits in. */
export function DialogCloseButton({ className }: { className: string }) {
  return (
    <Dialog.Close asChild>
      <IconButton label="Close" icon={<X />} className={className} />
    </Dialog.Close>
  );
}
