import { clsx } from 'clsx';
import { ChevronDown, Inbox, Mail, Phone } from 'lucide-react';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  INBOX_STATUSES,
  type AdminContactMessage,
  type AdminCustomDesignRequest,
  type InboxStatus,
} from '../../../../domain/inbox';
import { formatDateTime } from '../../../../domain/format';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Skeleton, SkeletonGroup } from '../../../components/ui/skeleton';
import { usePageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/api-client';
import { inboxFailure, inboxName, useInbox, useSetInboxStatus, type InboxKind } from './api/requests';
import { AdminPageHeader } from '../shell/admin-page-header';
import { SelectControl } from '../../../components/ui/form-field';
import { usePermissions } from '../shell/use-permissions';
import { Options } from '../shell/options';
import { FilterChips } from '../shell/page-parts';
import { QueryList } from '../shell/query-state';
import { telHref } from '../../../lib/store-info';

const STATUS_LABEL: Record<InboxStatus, string> = { new: 'New', in_progress: 'In progress', done: 'Done' };
const STATUS_TONE: Record<InboxStatus, BadgeTone> = { new: 'gold', in_progress: 'warning', done: 'success' };

type Filter = InboxStatus | 'all';
const FILTERS = [
  { value: 'all', label: 'All' },
  ...INBOX_STATUSES.map((s) => ({ value: s, label: STATUS_LABEL[s] })),
] as const satisfies readonly { value: Filter; label: string }[];
const isFilter = (value: string | null): value is Filter =>
  value !== null && FILTERS.some((f) => f.value === value);

const TABS = [
  { kind: 'custom-design-requests', label: 'Custom design requests' },
  { kind: 'contact-messages', label: 'Contact messages' },
] as const satisfies readonly { kind: InboxKind; label: string }[];

function StatusSelect({
  kind,
  id,
  status,
  name,
}: {
  kind: InboxKind;
  id: string;
  status: InboxStatus;
  name: string;
}) {
  const update = useSetInboxStatus(kind);
  const shown = update.isPending ? update.variables.status : status;
  return (
    <SelectControl
      aria-label={`Status of ${name}`}
      value={shown}
      disabled={update.isPending}
      onChange={(e) => {
        const next = INBOX_STATUSES.find((s) => s === e.target.value);
        if (!next || next === status) return;
        update.mutate(
          { id, status: next },
          {
            onSuccess: () => toast.success(`Marked ${STATUS_LABEL[next].toLowerCase()}`),
            onError: (error) => toast.error(errorMessage(error, 'Could not change the status')),
          },
        );
      }}
      className="w-36"
    >
      <Options values={INBOX_STATUSES} labelOf={(s) => STATUS_LABEL[s]} />
    </SelectControl>
  );
}

function Detail({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={clsx(wide && 'col-span-2 lg:col-span-4')}>
      <dt className="text-[11px] font-semibold tracking-[0.12em] text-ink-muted uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-ink">{children}</dd>
    </div>
  );
}

function ContactLinks({ email, phone }: { email: string; phone: string | null }) {
  return (
    <>
      <Detail label="E-mail">
        <a
          href={`mailto:${email}`}
          className="inline-flex max-w-full items-start gap-1.5 underline-offset-4 hover:underline"
        >
          <Mail aria-hidden className="mt-0.5 size-3.5 shrink-0 text-ink-muted" />
          <span className="min-w-0 break-all">{email}</span>
        </a>
      </Detail>
      <Detail label="Phone">
        {phone ? (
          <a
            href={telHref(phone)}
            className="inline-flex items-center gap-1.5 underline-offset-4 hover:underline"
          >
            <Phone aria-hidden className="size-3.5 text-ink-muted" />
            {phone}
          </a>
        ) : (
          <span className="text-ink-muted">Not given</span>
        )}
      </Detail>
    </>
  );
}

const feet = (n: number) => `${Number.isInteger(n) ? n : n.toFixed(1)} ft`;

function RequestDetails({ item }: { item: AdminCustomDesignRequest }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-4">
      <ContactLinks email={item.email} phone={item.phone} />
      <Detail label="Room">{item.roomType}</Detail>
      <Detail label="Wall size">
        {feet(item.dimensions.width)} wide × {feet(item.dimensions.height)} high
      </Detail>
      <Detail label="Style">{item.style}</Detail>
      <Detail label="Budget">{item.budget}</Detail>
      <Detail label="Description" wide>
        <p className="leading-relaxed whitespace-pre-line">{item.description}</p>
      </Detail>
      <Detail label="Inspiration images" wide>
        {item.inspirationImages.length === 0 ? (
          <span className="text-ink-muted">None chosen</span>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {item.inspirationImages.map((src, i) => (
              <li key={src}>
                <a
                  href={src}
                  target="_blank"
                  rel="noreferrer"
                  className="block overflow-hidden rounded-lg border border-sand-200 hover:border-gold"
                >
                  <img
                    src={src}
                    alt={`Inspiration image ${i + 1} from ${item.name}`}
                    loading="lazy"
                    className="size-20 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        )}
      </Detail>
    </dl>
  );
}

function MessageDetails({ item }: { item: AdminContactMessage }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-4 lg:grid-cols-4">
      <ContactLinks email={item.email} phone={item.phone} />
      <Detail label="Subject" wide>
        {item.subject}
      </Detail>
      <Detail label="Message" wide>
        <p className="leading-relaxed whitespace-pre-line">{item.message}</p>
      </Detail>
    </dl>
  );
}

interface RowProps {
  kind: InboxKind;
  id: string;
  name: string;
  summary: string;
  date: string;
  status: InboxStatus;
  canEdit: boolean;
  children: ReactNode;
}

function InboxRow({ kind, id, name, summary, date, status, canEdit, children }: RowProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <li className="border-b border-sand-100 last:border-0">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:flex-nowrap">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((v) => !v)}
          className="group flex w-full min-w-0 items-center gap-3 text-left sm:w-auto sm:flex-1"
        >
          <ChevronDown
            aria-hidden
            className={clsx(
              'size-4 shrink-0 text-ink-muted transition-transform duration-200',
              open && 'rotate-180',
            )}
          />
          <span className="min-w-0 flex-1">
            <span className="flex flex-wrap items-baseline gap-x-2">
              <span className="font-medium text-ink group-hover:text-gold-dark">
                {status === 'new' && (
                  <span className="mr-1.5 inline-block size-2 rounded-full bg-gold align-middle">
                    <span className="sr-only">New: </span>
                  </span>
                )}
                {name}
              </span>
              <time dateTime={date} className="text-xs text-ink-muted">
                {formatDateTime(date)}
              </time>
            </span>
            <span className="block truncate text-sm text-ink-soft">{summary}</span>
          </span>
        </button>
        <div className="flex shrink-0 items-center gap-3 pl-7 sm:pl-0">
          {canEdit ? (
            <StatusSelect kind={kind} id={id} status={status} name={name} />
          ) : (
            <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>
          )}
        </div>
      </div>
      <div id={panelId} hidden={!open} className="border-t border-sand-100 bg-sand-50/60 px-4 py-4 sm:pl-11">
        {open && children}
      </div>
    </li>
  );
}

function InboxList({ kind, filter, canEdit }: { kind: InboxKind; filter: Filter; canEdit: boolean }) {
  const inbox = useInbox(kind, filter === 'all' ? undefined : filter);
  const what = inboxName(kind);
  return (
    <QueryList
      query={inbox}
      look="inset"
      skeleton={
        <ul aria-busy className="divide-y divide-sand-100">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i} className="flex items-center gap-4 px-4 py-4">
              <Skeleton className="size-4" />
              <SkeletonGroup className="flex-1 space-y-2" shapes={['h-4 w-48', 'h-3.5 w-72 max-w-full']} />
              <Skeleton className="h-10 w-36" />
            </li>
          ))}
        </ul>
      }
      empty={{
        icon: Inbox,
        title: filter === 'all' ? `No ${what} yet` : `No ${STATUS_LABEL[filter].toLowerCase()} ${what}`,
        failure: inboxFailure(kind),
      }}
    >
      {(items) => (
        <ul className={clsx('transition-opacity', inbox.isFetching && 'opacity-70')}>
          {items.map((item) =>
            'roomType' in item ? (
              <InboxRow
                key={item.id}
                kind={kind}
                id={item.id}
                name={item.name}
                summary={`${item.roomType} · ${item.style} · ${item.budget}`}
                date={item.submittedAt}
                status={item.status}
                canEdit={canEdit}
              >
                <RequestDetails item={item} />
              </InboxRow>
            ) : (
              <InboxRow
                key={item.id}
                kind={kind}
                id={item.id}
                name={item.name}
                summary={item.subject}
                date={item.createdAt}
                status={item.status}
                canEdit={canEdit}
              >
                <MessageDetails item={item} />
              </InboxRow>
            ),
          )}
        </ul>
      )}
    </QueryList>
  );
}

export function RequestsPage() {
  usePageMeta('Requests & Messages · Admin');
  const { canEdit } = usePermissions();
  const [params, setParams] = useSearchParams();
  const tabIndex = params.get('tab') === 'messages' ? 1 : 0;
  const rawStatus = params.get('status');
  const filter: Filter = isFilter(rawStatus) ? rawStatus : 'all';
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const baseId = useId();

  const setParam = (key: string, value: string | null) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const selectTab = (index: number) => setParam('tab', index === 1 ? 'messages' : null);

  // Arrow keys move between tabs, as the WAI-ARIA tabs pattern expects.
  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight' && e.key !== 'Home' && e.key !== 'End') return;
    e.preventDefault();
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? TABS.length - 1
          : (tabIndex + (e.key === 'ArrowRight' ? 1 : -1) + TABS.length) % TABS.length;
    selectTab(next);
    tabRefs.current[next]?.focus();
  };

  const tab = TABS[tabIndex] ?? TABS[0];

  return (
    <>
      <AdminPageHeader
        title="Requests & Messages"
        description="Custom design requests and messages from the contact page. Open one to see everything sent."
      />
      <div role="tablist" aria-label="Inbox" className="mb-4 flex gap-6 border-b border-sand-200">
        {TABS.map((t, i) => (
          <button
            key={t.kind}
            ref={(el) => {
              tabRefs.current[i] = el;
            }}
            id={`${baseId}-tab-${i}`}
            type="button"
            role="tab"
            aria-selected={i === tabIndex}
            aria-controls={`${baseId}-panel`}
            tabIndex={i === tabIndex ? 0 : -1}
            onClick={() => selectTab(i)}
            onKeyDown={onTabKey}
            className={clsx(
              '-mb-px border-b-2 pb-2.5 text-sm font-medium transition-colors',
              i === tabIndex
                ? 'border-gold-dark text-ink'
                : 'border-transparent text-ink-muted hover:text-ink',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div className="mb-4">
        <FilterChips
          label="Filter by status"
          options={FILTERS}
          value={filter}
          onChange={(value) => setParam('status', value === 'all' ? null : value)}
        />
      </div>
      <div
        id={`${baseId}-panel`}
        role="tabpanel"
        aria-labelledby={`${baseId}-tab-${tabIndex}`}
        className="overflow-hidden rounded-card border border-sand-200 bg-white"
      >
        <InboxList key={tab.kind} kind={tab.kind} filter={filter} canEdit={canEdit} />
      </div>
    </>
  );
}
