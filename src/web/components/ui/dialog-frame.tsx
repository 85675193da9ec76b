import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useReturnFocus } from './use-return-focus';
import './overlay.css';

interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** whether a Dialog.Description is inside */
  described: boolean;
  className: string;
  children: ReactNode;
}

/**
 * Radix Dialog's backdrop and panel, under Modal and Sheet: focus is trapped inside, Escape and the
 * backdrop close it, and focus returns to whatever opened it.
 */
export function DialogFrame({ open, onOpenChange, described, className, children }: DialogFrameProps) {
  const returnFocus = useReturnFocus();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="wc-overlay fixed inset-0 z-50 bg-ink/40 backdrop-blur-[2px]" />
        <Dialog.Content
          {...returnFocus}
          // Without a description Radix would point aria-describedby at nothing and warn.
          {...(described ? {} : { 'aria-describedby': undefined })}
          className={className}
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
