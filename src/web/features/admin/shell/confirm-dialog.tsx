import { useState, type ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Alert } from '../../../components/ui/alert';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  /** the confirming button's label, e.g. 'Delete product' */
  confirmLabel: string;
  /** red for what cannot be undone */
  tone?: 'danger' | 'primary';
  /** spinner on the confirm button; the dialog stays open until the caller closes it */
  pending?: boolean;
  /** a refusal to show inside the dialog */
  error?: string | null;
  onConfirm: () => void;
}

/** Asks before something that cannot be undone (deleting a product, say). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  tone = 'danger',
  pending = false,
  error,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onOpenChange={(next) => !pending && onOpenChange(next)}
      title={title}
      size="sm"
      hideClose
    >
      <div className="px-6 pt-2 pb-6">
        {description && <div className="text-sm leading-relaxed text-ink-soft">{description}</div>}
        {error && <Alert className="mt-4">{error}</Alert>}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="sm" onClick={() => onOpenChange(false)} disabled={pending}>
            Cancel
          </Button>
          <Button variant={tone} size="sm" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}

/**
 * What a ConfirmDialog asks about (a product, a member of staff…) and the dialog's state: open while there is
 * something to confirm, busy while `mutation` runs, with its refusal (or `failure` when the server gave none).
 * Asking again clears the last refusal.
 */
export function useConfirmation<T>(
  mutation: { reset: () => void; isPending: boolean; isError: boolean; error: unknown },
  failure: string,
) {
  const [target, setTarget] = useState<T | null>(null);
  return {
    target,
    ask: (next: T) => {
      mutation.reset();
      setTarget(next);
    },
    close: () => setTarget(null),
    dialog: {
      open: target !== null,
      onOpenChange: (open: boolean) => {
        if (!open) setTarget(null);
      },
      pending: mutation.isPending,
      error: mutation.isError ? errorMessage(mutation.error, failure) : null,
    },
  };
}
