import { StickyNote } from 'lucide-react';
import { NOTE_MAX } from '../../../../../domain/fulfilment';
import { formatDateTime } from '../../../../../domain/format';
import type { AdminOrderDetail } from '../../../../../domain/order-admin';
import { Alert } from '../../../../components/ui/alert';
import { Button } from '../../../../components/ui/button';
import { TextAreaField } from '../../../../components/ui/form-field';
import { usePermissions } from '../../shell/use-permissions';
import { SheetSection } from './sheet-section';
import { useOrderNote } from './use-order-note';

/** Notes only staff see, newest last, and for editors a new one. */
export function NotesSection({ order }: { order: AdminOrderDetail }) {
  const { canEdit } = usePermissions();
  const note = useOrderNote(order.id);
  return (
    <SheetSection title="Internal notes" icon={<StickyNote aria-hidden />}>
      <p className="-mt-1 mb-3 text-xs text-ink-muted">Only staff see these notes.</p>
      {canEdit && (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            note.submit();
          }}
        >
          <TextAreaField label="Add a note" rows={2} maxLength={NOTE_MAX} {...note.body.field} />
          <Button
            type="submit"
            size="sm"
            variant="secondary"
            loading={note.pending}
            disabled={!note.body.value.trim()}
          >
            Add note
          </Button>
          {note.error && <Alert>{note.error}</Alert>}
        </form>
      )}
      {order.notes.length > 0 && (
        <ul className="mt-4 space-y-3">
          {order.notes.map((n) => (
            <li key={n.id} className="rounded-lg bg-sand-50 px-3 py-2 text-sm">
              <p className="whitespace-pre-line text-ink">{n.body}</p>
              <p className="mt-1 text-xs text-ink-muted">
                {n.author ?? 'Former staff member'} · {formatDateTime(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </SheetSection>
  );
}
