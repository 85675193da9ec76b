import { clsx } from 'clsx';
import { ArrowDownRight, ArrowUpRight, IndianRupee, ShoppingBag, UserPlus } from 'lucide-react';
import { lazy, Suspense, useId } from 'react';
import { useSearchParams } from 'react-router';
import { AnalyticsQuerySchema, REVENUE_BASIS, type Analytics } from '../../../../domain/stats';
import { ANALYTICS_PERIODS, DEFAULT_ANALYTICS_PERIOD } from '../../../../domain/constants';
import { formatINR } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageMeta } from '../../../components/ui/page-meta';
import { ANALYTICS_FAILURE, useAnalytics, type AnalyticsPeriod, type AnalyticsSpan } from './api/analytics';
import { AdminPageHeader } from '../shell/admin-page-header';
import { DateRangeFields } from '../shell/date-range';
import { SelectControl } from '../../../components/ui/form-field';
import { StatCards } from '../shell/stat-card';
import { Options } from '../shell/options';
import { longDayLabel } from './analytics-format';
import { TaxPanel } from './analytics-tax';
import { Panel } from '../shell/page-parts';
import { RetryNote } from '../shell/query-state';

// recharts is heavy; it loads when this page does, never with the storefront or the dashboard.
const TrendChart = lazy(async () => ({ default: (await import('./analytics-charts')).TrendChart }));

const isPeriod = (value: number): value is AnalyticsPeriod =>
  (ANALYTICS_PERIODS as readonly number[]).includes(value);
const CUSTOM = 'custom';

const formatCount = (n: number) => n.toLocaleString('en-IN');

/** The period's headline figures, each with its change on the period before. */
const FIGURES = [
  ['revenue', 'Total revenue', IndianRupee, formatINR],
  ['orders', 'Total orders', ShoppingBag, formatCount],
  ['customers', 'New customers', UserPlus, formatCount],
] as const;

/**
 * The span lives in the URL (?period=7, or ?from=…&to=… for chosen dates), so a reload or a shared link shows
 * the same figures. A half-chosen range keeps showing the last answer until both ends are set.
 */
function useAnalyticsSpan() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const custom = params.has('from') || params.has('to');
  const asked = Number(params.get('period'));
  const period: AnalyticsPeriod = isPeriod(asked) ? asked : DEFAULT_ANALYTICS_PERIOD;
  // The server's own rules, so a range it would refuse is never asked for and its message shows here instead.
  const checked = custom ? AnalyticsQuerySchema.safeParse({ from, to }) : null;
  const problem = checked && !checked.success ? checked.error.issues[0]?.message : undefined;
  const span: AnalyticsSpan = custom && checked?.success ? { from, to } : { period };
  const setPeriod = (next: AnalyticsPeriod) =>
    setParams(next === DEFAULT_ANALYTICS_PERIOD ? {} : { period: String(next) }, { replace: true });
  // Clearing both dates goes back to the preset periods.
  const setRange = (range: { from: string; to: string }) =>
    setParams(range.from || range.to ? { from: range.from, to: range.to } : {}, { replace: true });
  return { span, custom, from, to, problem, setPeriod, setRange };
}

function Growth({ value, period }: { value: number | null; period: number }) {
  const versus = <span className="text-ink-muted"> vs previous {period} days</span>;
  if (value === null) {
    return (
      <span>
        <span aria-label="no comparison" className="font-medium text-ink-soft">
          —
        </span>
        <span className="text-ink-muted"> nothing in the previous {period} days</span>
      </span>
    );
  }
  const Icon = value > 0 ? ArrowUpRight : value < 0 ? ArrowDownRight : null;
  const sign = value > 0 ? '+' : '';
  return (
    <span className="inline-flex flex-wrap items-center gap-x-0.5">
      <span
        className={clsx(
          'inline-flex items-center gap-0.5 font-semibold tabular-nums',
          value > 0 ? 'text-success' : value < 0 ? 'text-danger' : 'text-ink-soft',
        )}
      >
        {Icon && <Icon aria-hidden className="size-3.5" />}
        <span className="sr-only">{value > 0 ? 'up ' : value < 0 ? 'down ' : ''}</span>
        {sign}
        {value.toFixed(1)}%
      </span>
      {versus}
    </span>
  );
}

interface Series {
  day: string;
  value: number;
}

/** The two figures drawn day by day. */
const TRENDS = [
  { kind: 'revenue', title: 'Revenue trend', empty: 'No revenue data available', format: formatINR },
  { kind: 'orders', title: 'Orders trend', empty: 'No order data available', format: formatCount },
] as const;

const seriesOf = (data: Analytics | undefined, kind: 'revenue' | 'orders'): Series[] =>
  kind === 'revenue'
    ? (data?.revenue ?? []).map((d) => ({ day: d._id, value: d.revenue }))
    : (data?.orders ?? []).map((d) => ({ day: d._id, value: d.orders }));

function TrendPanel({
  kind,
  title,
  series,
  loading,
  empty,
  stale,
  format,
}: {
  kind: 'revenue' | 'orders';
  title: string;
  series: Series[];
  loading: boolean;
  empty: string;
  stale: boolean;
  format: (n: number) => string;
}) {
  const headingId = useId();
  const hasData = series.some((point) => point.value > 0);
  const total = series.reduce((sum, point) => sum + point.value, 0);
  const spoken = (n: number) =>
    kind === 'orders' ? `${format(n)} ${n === 1 ? 'order' : 'orders'}` : format(n);
  const best = series.reduce<Series | null>(
    (top, point) => (!top || point.value > top.value ? point : top),
    null,
  );
  return (
    <Panel title={title} labelledBy={headingId}>
      {loading ? (
        <Skeleton className="h-[260px] w-full" />
      ) : !hasData ? (
        <p className="flex h-[160px] items-center justify-center text-sm text-ink-muted">{empty}</p>
      ) : (
        <div className={clsx('transition-opacity', stale && 'opacity-60')}>
          <p className="mb-3 text-sm text-ink-soft">
            {spoken(total)} over {series.length} days
            {best && (
              <>
                , highest on {longDayLabel(best.day)} ({spoken(best.value)})
              </>
            )}
            .
          </p>
          <div aria-hidden>
            <Suspense fallback={<Skeleton className="h-[260px] w-full" />}>
              <TrendChart kind={kind} data={series} />
            </Suspense>
          </div>
          <details className="group mt-3 text-sm">
            <summary className="cursor-pointer text-ink-soft underline-offset-4 select-none hover:text-ink hover:underline">
              View {title.toLowerCase()} as a table
            </summary>
            <div className="mt-2 max-h-72 overflow-y-auto rounded-lg border border-sand-200">
              <table className="w-full text-sm">
                <caption className="sr-only">{title} by day</caption>
                <thead className="sticky top-0 bg-sand-50">
                  <tr>
                    <th scope="col" className="px-3 py-2 text-left font-medium text-ink-muted">
                      Day
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium text-ink-muted">
                      {kind === 'revenue' ? 'Revenue' : 'Orders'}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {series.map((point) => (
                    <tr key={point.day} className="border-t border-sand-100">
                      <th scope="row" className="px-3 py-1.5 text-left font-normal text-ink-soft">
                        {longDayLabel(point.day)}
                      </th>
                      <td className="px-3 py-1.5 text-right tabular-nums">{format(point.value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </div>
      )}
    </Panel>
  );
}

export function AnalyticsPage() {
  usePageMeta('Analytics · Admin');
  const { span, custom, from, to, problem, setPeriod, setRange } = useAnalyticsSpan();
  const analytics = useAnalytics(span);
  const data = analytics.isError ? undefined : analytics.data;
  const loading = analytics.isPending;
  const stale = analytics.isPlaceholderData;
  const shownPeriod = data?.period ?? ('period' in span ? span.period : DEFAULT_ANALYTICS_PERIOD);

  return (
    <>
      <AdminPageHeader
        title="Analytics"
        description="Revenue from paid and later orders, incl. GST and shipping, less refunds, by day in India time."
        actions={
          <div className="flex w-full flex-col gap-2 sm:w-auto sm:items-end">
            <label className="flex items-center gap-2 text-sm text-ink-soft">
              <span>Time period</span>
              <SelectControl
                value={custom ? CUSTOM : String('period' in span ? span.period : DEFAULT_ANALYTICS_PERIOD)}
                onChange={(e) => {
                  // Choosing dates starts from the days on screen, so the range is valid from the first moment.
                  if (e.target.value === CUSTOM) {
                    setRange({ from: data?.from ?? '', to: data?.to ?? '' });
                    return;
                  }
                  const next = Number(e.target.value);
                  if (isPeriod(next)) setPeriod(next);
                }}
                className="w-40"
              >
                <Options values={ANALYTICS_PERIODS} labelOf={(p) => `Last ${p} days`} />
                <option value={CUSTOM}>Chosen dates</option>
              </SelectControl>
            </label>
            {custom && <DateRangeFields label="Analytics dates" value={{ from, to }} onChange={setRange} />}
            {problem && (
              <p role="alert" className="text-xs text-danger">
                {problem}
              </p>
            )}
          </div>
        }
      />
      {analytics.isError && (
        <div className="mb-4 rounded-lg border border-sand-200 bg-sand-50 px-4 py-2 text-center">
          <RetryNote text={ANALYTICS_FAILURE} onRetry={() => void analytics.refetch()} />
        </div>
      )}
      <StatCards
        loading={loading}
        cards={FIGURES.map(([key, label, Icon, format]) => ({
          label,
          icon: <Icon />,
          value: format(data?.totals[key] ?? 0),
          basis: key === 'revenue' ? REVENUE_BASIS.inclGst : undefined,
          hint: data && <Growth value={data.growth[key]} period={shownPeriod} />,
        }))}
      />
      <div className="grid gap-4 xl:grid-cols-2">
        {TRENDS.map(({ kind, title, empty, format }) => (
          <TrendPanel
            key={kind}
            kind={kind}
            title={title}
            series={seriesOf(data, kind)}
            loading={loading}
            stale={stale}
            empty={empty}
            format={format}
          />
        ))}
      </div>
      <TaxPanel months={data?.tax} loading={loading} />
    </>
  );
}
