import { clsx } from 'clsx';
import { CircleCheck, CircleAlert } from 'lucide-react';
import { useId } from 'react';
import { useSearchParams } from 'react-router';
import { formatINR } from '../../../../domain/format';
import type { Gstr1Section, Gstr1Summary } from '../../../../domain/gstr1';
import { DownloadButton } from '../../../components/ui/download-button';
import { inputClass, labelClass } from '../../../components/ui/field-classes';
import { LoadError } from '../../../components/ui/load-error';
import { usePageMeta } from '../../../components/ui/page-meta';
import { Skeleton } from '../../../components/ui/skeleton';
import { AdminPageHeader } from '../shell/admin-page-header';
import { Panel } from '../shell/page-parts';
import { downloadGstr1, useGstSummary } from './api/gst-returns';

/** What each section of GSTR-1 holds, in the words of its table. */
const SECTIONS: Record<Gstr1Section, string> = {
  b2b: 'B2B invoices (4A): to registered buyers',
  b2cl: 'B2C large (5): inter-state, over ₹1,00,000',
  b2cs: 'B2C small (7): summary by state and rate, net of its credit notes',
  cdnr: 'Credit notes to registered buyers (9B)',
  cdnur: 'Credit notes to unregistered buyers (9B, B2C large)',
  hsn: 'HSN summary (12): lines, net of credit notes',
  doc_issue: 'Documents issued (13)',
};

/** The India month before this one: what an accountant files for. */
function lastMonth(): string {
  const [year = 0, month = 1] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .split('-')
    .map(Number);
  return month === 1 ? `${year - 1}-12` : `${year}-${String(month - 1).padStart(2, '0')}`;
}

const HEADS = [
  ['taxable', 'Taxable value'],
  ['igst', 'IGST'],
  ['cgst', 'CGST'],
  ['sgst', 'SGST'],
] as const;

function SectionTable({ summary, month }: { summary: Gstr1Summary; month: string }) {
  return (
    // Positioned, so the screen-reader-only caption and headers (absolutely placed) scroll with the table
    // instead of widening the page on a phone.
    <div className="relative -mx-1 overflow-x-auto px-1">
      <table className="w-full min-w-[44rem] text-sm">
        <caption className="sr-only">GSTR-1 totals by section</caption>
        <thead>
          <tr className="border-b border-sand-200 text-ink-muted">
            <th scope="col" className="py-2 pr-3 text-left font-medium">
              Section
            </th>
            <th scope="col" className="px-3 py-2 text-right font-medium">
              Documents
            </th>
            {HEADS.map(([key, label]) => (
              <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                {label}
              </th>
            ))}
            <th scope="col" className="py-2 pl-3 text-right font-medium">
              <span className="sr-only">Download</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.sections.map((s) => (
            <tr key={s.section} className="border-b border-sand-100 last:border-0">
              <th scope="row" className="py-2 pr-3 text-left font-normal">
                <span className="font-mono text-xs font-semibold text-ink uppercase">{s.section}</span>
                <span className="block text-xs text-ink-muted">{SECTIONS[s.section]}</span>
              </th>
              <td className="px-3 py-2 text-right text-ink-soft tabular-nums">{s.documents}</td>
              {HEADS.map(([key]) => (
                <td key={key} className="px-3 py-2 text-right text-ink tabular-nums">
                  {s.section === 'doc_issue' ? '—' : formatINR(s[key])}
                </td>
              ))}
              <td className="py-2 pl-3 text-right">
                <DownloadButton
                  variant="quiet"
                  size="sm"
                  failure="Could not download the CSV"
                  download={() => downloadGstr1(month, s.section)}
                  aria-label={`Download ${s.section} as CSV`}
                >
                  CSV
                </DownloadButton>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type Heads = Gstr1Summary['reconciliation']['expected'];

function HeadsRow({ label, heads, strong = false }: { label: string; heads: Heads; strong?: boolean }) {
  return (
    <tr className={clsx('border-b border-sand-100', strong && 'font-semibold')}>
      <th
        scope="row"
        className={clsx('py-2 pr-3 text-left', strong ? 'text-ink' : 'font-normal text-ink-soft')}
      >
        {label}
      </th>
      {HEADS.map(([key]) => (
        <td key={key} className="px-3 py-2 text-right text-ink tabular-nums">
          {formatINR(heads[key])}
        </td>
      ))}
    </tr>
  );
}

/** The proof: what the invoices and credit notes record, against what the return reports. */
function Reconciliation({ summary }: { summary: Gstr1Summary }) {
  const r = summary.reconciliation;
  const Icon = r.balanced ? CircleCheck : CircleAlert;
  return (
    <>
      <p
        role="status"
        className={clsx(
          'mb-4 flex items-center gap-2 rounded-md px-3 py-2 text-sm',
          r.balanced ? 'bg-success/10 text-success' : 'bg-danger/10 text-danger',
        )}
      >
        <Icon aria-hidden className="size-4 shrink-0" />
        {r.balanced
          ? 'The return equals the month’s invoices less its credit notes, to the paisa.'
          : 'The return does not equal the month’s invoices less its credit notes: do not file it; tell the developers.'}
      </p>
      <div className="relative -mx-1 overflow-x-auto px-1">
        <table className="w-full min-w-[36rem] text-sm">
          <caption className="sr-only">Reconciliation of GSTR-1 with the month’s documents</caption>
          <thead>
            <tr className="border-b border-sand-200 text-ink-muted">
              <th scope="col" className="py-2 pr-3 text-left font-medium">
                From the documents
              </th>
              {HEADS.map(([key, label]) => (
                <th key={key} scope="col" className="px-3 py-2 text-right font-medium">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <HeadsRow label={`Invoices (${r.invoices.documents})`} heads={r.invoices} />
            <HeadsRow label={`Less credit notes (${r.creditNotes.documents})`} heads={r.creditNotes} />
            <HeadsRow label="Net supplies" heads={r.expected} strong />
            <HeadsRow label="Reported: b2b + b2cl + b2cs − cdnr − cdnur" heads={r.reported} />
            <HeadsRow label="Reported: HSN summary" heads={r.hsn} />
          </tbody>
        </table>
      </div>
      <p className="mt-3 text-xs text-ink-muted">
        Invoices issued this month: {formatINR(r.invoices.value)} in all; credit notes{' '}
        {formatINR(r.creditNotes.value)}.
        {r.untaxed !== 0 &&
          ` Shipping charged without tax (no GST_RATES): ${formatINR(r.untaxed)}, in no section.`}
      </p>
    </>
  );
}

/** /admin/gst-returns: the month's GSTR-1 to download and the proof that it adds up (docs/decisions/055-gstr1.md). */
export function GstReturnsPage() {
  usePageMeta('GST Returns · Admin');
  const [params, setParams] = useSearchParams();
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? (params.get('month') ?? '') : lastMonth();
  const summary = useGstSummary(month);
  const monthId = useId();
  const sectionsId = useId();
  const reconcileId = useId();
  return (
    <>
      <AdminPageHeader
        title="GST Returns"
        description={
          summary.data
            ? `GSTR-1 for GSTIN ${summary.data.gstin}, by invoice date in India.`
            : 'GSTR-1, month by month.'
        }
        actions={
          <div className="flex flex-wrap items-end gap-3">
            <div>
              <label htmlFor={monthId} className={labelClass}>
                Month
              </label>
              <input
                id={monthId}
                type="month"
                className={inputClass('mt-1 w-44')}
                value={month}
                max={new Date().toISOString().slice(0, 7)}
                onChange={(event) => {
                  if (event.target.value) setParams({ month: event.target.value }, { replace: true });
                }}
              />
            </div>
            <DownloadButton failure="Could not download the return" download={() => downloadGstr1(month)}>
              GSTR-1 JSON
            </DownloadButton>
          </div>
        }
      />
      {summary.isError ? (
        <LoadError
          title="The month’s GST return could not be loaded."
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <div className="space-y-4">
          <Panel
            title="Sections"
            description="The JSON for the offline tool holds them all; each downloads as CSV under the tool’s headings."
            labelledBy={sectionsId}
          >
            {summary.data ? (
              <SectionTable summary={summary.data} month={month} />
            ) : (
              <Skeleton className="h-80 w-full" />
            )}
          </Panel>
          <Panel
            title="Reconciliation"
            description="Stored invoice and credit-note totals against what the return reports."
            labelledBy={reconcileId}
          >
            {summary.data ? <Reconciliation summary={summary.data} /> : <Skeleton className="h-64 w-full" />}
          </Panel>
        </div>
      )}
    </>
  );
}
