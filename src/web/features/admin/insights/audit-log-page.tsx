import { ScrollText } from 'lucide-react';
import { formatDateTime } from '../../../../domain/format';
import { usePageMeta } from '../../../components/ui/page-meta';
import type { AuditEntry } from '../../../../domain/audit';
import { AUDIT_LOG_FAILURE, AUDIT_PAGE_SIZE, useAuditLog } from './api/audit';
import { AdminPageHeader } from '../shell/admin-page-header';
import { QueryTable, queryRows, timeColumn, type Column } from '../shell/data-table';
import { usePermissions } from '../shell/use-permissions';
import { useUrlPage } from '../shell/use-patch-search-params';

const ACTIONS: Record<string, string> = {
  'cart.recovery-email': 'Sent a cart recovery email',
  'collection.arrange': 'Arranged a collection',
  'collection.create': 'Created a collection',
  'contact-message.status': 'Changed a contact message’s status',
  'custom-design-request.status': 'Changed a design request’s status',
  'media.upload': 'Uploaded media',
  'media.add-url': 'Added media by URL',
  'media.delete': 'Deleted media',
  'order.status': 'Changed an order’s status',
  'product.create': 'Created a product',
  'product.update': 'Updated a product',
  'product.delete': 'Deleted a product',
  'product.featured': 'Changed a product’s featured flag',
  'review.hide': 'Hid a review',
  'review.unhide': 'Showed a hidden review',
  'review.answer': 'Answered a review',
  'store-settings.update': 'Changed the store settings',
  'user.invite': 'Invited staff',
  'user.update': 'Changed a staff member',
};

const humanise = (code: string) => {
  const words = code.replace(/[._-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** One readable line from whatever the server recorded; the full record is in the cell's tooltip. */
function summarise(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (Array.isArray(value)) {
    return value.every((v) => typeof v !== 'object') && value.length <= 3
      ? value.join(', ')
      : `${value.length} ${value.length === 1 ? 'item' : 'items'}`;
  }
  if (typeof value === 'object') {
    const record = Object.entries(value);
    if ('from' in value && 'to' in value && record.length === 2) {
      return `${summarise(value.from)} → ${summarise(value.to)}`;
    }
    return record.map(([key, v]) => `${key}: ${summarise(v)}`).join(' · ');
  }
  return String(value);
}

type Details = Record<string, unknown>;
const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const count = (value: unknown, noun: string) =>
  Array.isArray(value) ? `${value.length} ${noun}${value.length === 1 ? '' : 's'}` : '';

const isDetails = (value: unknown): value is Details => typeof value === 'object' && value !== null;
/** Only what differs between the two records, e.g. 'role admin → editor'. */
function changes(from: unknown, to: unknown): string {
  if (!isDetails(from) || !isDetails(to)) return summarise({ from, to });
  const changed = Object.keys(to).filter((key) => from[key] !== to[key]);
  return changed.length
    ? changed.map((key) => `${key} ${String(from[key])} → ${String(to[key])}`).join(', ')
    : 'no change';
}

/** The few facts staff look for in each kind of change; anything else falls back to every field. */
const DETAILS: Record<string, (d: Details) => string> = {
  'cart.recovery-email': (d) => `To ${text(d.to)}`,
  'collection.arrange': (d) => count(d.productIds, 'product'),
  'collection.create': (d) => text(d.name),
  'media.upload': (d) => text(d.fileName) || text(d.url),
  'media.add-url': (d) => text(d.url),
  'media.delete': (d) => text(d.fileName) || text(d.url),
  'product.create': (d) => `${text(d.name)} (${text(d.skuId)})`,
  'product.update': (d) => `${text(d.name)} (${text(d.skuId)})`,
  'product.featured': (d) => (d.featured ? 'Featured' : 'No longer featured'),
  'user.invite': (d) => `${text(d.email)} as ${text(d.role)}`,
  'user.update': (d) => `${text(d.email)}: ${changes(d.from, d.to)}`,
};

const detailLine = (entry: AuditEntry) =>
  entry.details ? DETAILS[entry.action]?.(entry.details) || summarise(entry.details) : '—';

export function AuditLogPage() {
  usePageMeta('Audit Log · Admin');
  const { isAdmin } = usePermissions();
  const paging = useUrlPage({ push: true });
  const log = useAuditLog(paging.page, isAdmin);

  const columns: Column<AuditEntry>[] = [
    timeColumn('when', 'When', (entry) => entry.createdAt, { hideBelow: 'sm', withTime: true }),
    {
      id: 'who',
      header: 'Who',
      hideBelow: 'sm',
      cell: (entry) =>
        entry.actor ? (
          <div className="min-w-0">
            <p className="truncate text-ink">{entry.actor.name}</p>
            <p className="truncate text-xs text-ink-muted">{entry.actor.email}</p>
          </div>
        ) : (
          <span className="text-ink-muted">The store</span>
        ),
      className: 'max-w-[13rem]',
    },
    {
      id: 'action',
      header: 'Action',
      cell: (entry) => (
        <>
          <span className="text-ink" title={entry.action}>
            {ACTIONS[entry.action] ?? humanise(entry.action)}
          </span>
          {/* A phone keeps this one column, with who, when and what under the action. */}
          <span className="mt-0.5 block text-xs text-ink-muted sm:hidden">
            {entry.actor?.name ?? 'The store'} · {formatDateTime(entry.createdAt)}
          </span>
          <span className="mt-0.5 block text-xs break-words text-ink-soft lg:hidden">
            {detailLine(entry)}
          </span>
        </>
      ),
    },
    {
      id: 'entity',
      header: 'Entity',
      hideBelow: 'md',
      cell: (entry) => (
        <span className="whitespace-nowrap text-ink-soft">
          {humanise(entry.entityType)}
          {entry.entityId && (
            <span className="ml-1.5 font-mono text-xs text-ink-muted" title={entry.entityId}>
              …{entry.entityId.slice(-6)}
            </span>
          )}
        </span>
      ),
    },
    {
      id: 'details',
      header: 'Details',
      hideBelow: 'lg',
      className: 'max-w-[22rem]',
      cell: (entry) => {
        return (
          <span
            className="line-clamp-2 text-xs break-words text-ink-soft"
            title={entry.details ? JSON.stringify(entry.details, null, 2) : undefined}
          >
            {detailLine(entry)}
          </span>
        );
      },
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Audit Log"
        description="Every change staff have made, newest first. Only admins can see this page."
      />
      <QueryTable
        caption="Audit log"
        columns={columns}
        rows={queryRows(log, (answer) => answer.entries)}
        skeletonRows={10}
        pagination={{ ...paging, limit: AUDIT_PAGE_SIZE, total: log.data?.total }}
        empty={{
          icon: ScrollText,
          title: 'Nothing recorded yet',
          failure: AUDIT_LOG_FAILURE,
          text: 'Changes by staff appear here as they happen.',
        }}
      />
    </>
  );
}
