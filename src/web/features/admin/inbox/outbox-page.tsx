import { Eye, Mail } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../../domain/format';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { usePageMeta } from '../../../components/ui/page-meta';
import type { OutboxEntry } from '../../../../domain/outbox';
import { OUTBOX_FAILURE, useOutbox } from './api/outbox';
import { AdminPageHeader } from '../shell/admin-page-header';
import { Alert } from '../../../components/ui/alert';
import { QueryTable, queryRows, textColumn, timeColumn, type Column } from '../shell/data-table';
import { DebouncedSearch } from '../shell/debounced-search';
import { FilterChips } from '../shell/page-parts';
import { usePatchSearchParams } from '../shell/use-patch-search-params';

const STATUS_TONE: Record<OutboxEntry['status'], BadgeTone> = {
  sent: 'success',
  stored: 'neutral',
  queued: 'warning',
  sending: 'warning',
  failed: 'danger',
};

const kindLabel = (kind: string) => {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

type View = 'html' | 'text';

// The server matches a whole address (and reaches past the latest 200); part of one filters what is loaded.
const isWholeAddress = (text: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);

function EmailPreview({ entry, onClose }: { entry: OutboxEntry | null; onClose: () => void }) {
  const [view, setView] = useState<View>('html');
  const shown: View = entry?.html ? view : 'text';
  return (
    <Modal
      open={entry !== null}
      onOpenChange={(open) => !open && onClose()}
      title={entry?.subject ?? 'E-mail'}
      description={entry ? `To ${entry.to} · ${formatDateTime(entry.createdAt)}` : undefined}
      size="lg"
    >
      {entry && (
        <div className="space-y-4 px-6 pt-3 pb-6">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONE[entry.status]}>{entry.status}</Badge>
            <Badge tone="sand">{kindLabel(entry.kind)}</Badge>
          </div>
          {entry.error && <Alert>{entry.error}</Alert>}
          {entry.html && (
            <FilterChips
              label="Show the e-mail as"
              value={shown}
              onChange={setView}
              options={[
                { value: 'html', label: 'Formatted' },
                { value: 'text', label: 'Plain text' },
              ]}
            />
          )}
          {shown === 'html' && entry.html ? (
            // An empty sandbox: the stored HTML can run no script, submit no form and reach no parent.
            <iframe
              title={`Formatted e-mail: ${entry.subject}`}
              sandbox=""
              srcDoc={entry.html}
              className="h-[min(60vh,520px)] w-full rounded-lg border border-sand-200 bg-white"
            />
          ) : (
            <pre className="max-h-[60vh] overflow-auto rounded-lg border border-sand-200 bg-white p-4 font-sans text-sm leading-relaxed whitespace-pre-wrap text-ink">
              {entry.text}
            </pre>
          )}
        </div>
      )}
    </Modal>
  );
}

export function OutboxPage() {
  usePageMeta('E-mail Outbox · Admin');
  const [params] = useSearchParams();
  const patchParams = usePatchSearchParams();
  const to = params.get('to') ?? '';
  const outbox = useOutbox(isWholeAddress(to) ? to : '');
  const needle = to.toLowerCase();
  const [open, setOpen] = useState<OutboxEntry | null>(null);

  const columns: Column<OutboxEntry>[] = [
    {
      id: 'to',
      header: 'To',
      className: 'max-w-[14rem]',
      cell: (entry) => (
        <div className="min-w-0">
          <p className="truncate text-ink" title={entry.to}>
            {entry.to}
          </p>
          <p className="truncate text-xs text-ink-muted md:hidden">{entry.subject}</p>
        </div>
      ),
    },
    {
      id: 'subject',
      header: 'Subject',
      hideBelow: 'md',
      cell: (entry) => <span className="line-clamp-2">{entry.subject}</span>,
    },
    textColumn('kind', 'Kind', (entry) => kindLabel(entry.kind), { hideBelow: 'lg' }),
    {
      id: 'status',
      header: 'Status',
      hideBelow: 'sm',
      cell: (entry) => <Badge tone={STATUS_TONE[entry.status]}>{entry.status}</Badge>,
    },
    timeColumn('date', 'Date', (entry) => entry.createdAt, { hideBelow: 'sm', withTime: true }),
    {
      id: 'view',
      header: <span className="sr-only">Open</span>,
      align: 'right',
      cell: (entry) => (
        <Button
          variant="secondary"
          size="sm"
          className="h-8 px-3"
          icon={<Eye className="size-3.5" />}
          onClick={(e) => {
            e.stopPropagation();
            setOpen(entry);
          }}
          aria-label={`View e-mail "${entry.subject}" to ${entry.to}`}
        >
          View
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="E-mail Outbox"
        description="Every e-mail the store has sent: password resets, invitations, order and cart reminders."
      />
      <Alert tone="info" className="mb-5">
        While no SMTP server is configured, nothing leaves the store: each e-mail is stored here instead,
        exactly as the customer would have received it. Once SMTP is set up, the copies here are marked sent.
      </Alert>
      <DebouncedSearch
        value={to}
        onSearch={(value) => patchParams({ to: value })}
        placeholder="Filter by recipient e-mail"
        className="mb-4 max-w-sm"
      />
      <QueryTable
        caption="Stored and sent e-mails"
        columns={columns}
        rows={queryRows(outbox, (entries) =>
          entries.filter((entry) => entry.to.toLowerCase().includes(needle)),
        )}
        onRowClick={setOpen}
        empty={{
          icon: Mail,
          title: to ? `No e-mails to “${to}”` : 'No e-mails yet',
          failure: OUTBOX_FAILURE,
          text: 'E-mails appear here as soon as the store sends one.',
        }}
      />
      <EmailPreview key={open?.id} entry={open} onClose={() => setOpen(null)} />
    </>
  );
}
