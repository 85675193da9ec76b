import { IndianRupee, Lightbulb, Package, PackageCheck } from 'lucide-react';
import { Link } from 'react-router';
import { REVENUE_BASIS, type ProductInsights } from '../../../../domain/stats';
import { INSIGHTS_TOP_N } from '../../../../domain/constants';
import { formatINR } from '../../../../domain/format';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePageMeta } from '../../../components/ui/page-meta';
import { INSIGHTS_FAILURE, useProductInsights } from './api/insights';
import { AdminPageHeader } from '../shell/admin-page-header';
import { QueryTable, queryRows, countColumn, type Column } from '../shell/data-table';
import { StatCards } from '../shell/stat-card';
import { Panel } from '../shell/page-parts';
import { DeliveryPanel } from './delivery-panel';

type Insight = ProductInsights['products'][number];
/** A row of the table: its place, and the product's `_id` as the `id` every table keys its rows by. */
type RankedInsight = Insight & { id: string; rank: number };

/** The server groups a deleted product's sales under its name, with an id of this form. */
const isDeleted = (item: Insight) => item._id.startsWith('deleted:');

const samples = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'sample' : 'samples'} sold apart`;

const units = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'unit' : 'units'}`;

/** The two rankings: the figure each ranks by, how it reads, and what shows before there is any. */
const RANKINGS = {
  revenue: {
    measure: (item: Insight) => item.revenue,
    format: formatINR,
    empty: 'No revenue data available',
  },
  units: { measure: (item: Insight) => item.totalSold, format: units, empty: 'No sales data available' },
};

function TopList({
  by,
  items,
  loading,
}: {
  by: keyof typeof RANKINGS;
  items: Insight[] | undefined;
  loading: boolean;
}) {
  const { measure, format, empty } = RANKINGS[by];
  const top = (items ?? []).slice(0, INSIGHTS_TOP_N);
  const max = Math.max(1, ...top.map(measure));
  return (
    <Panel title={`Top ${INSIGHTS_TOP_N} by ${by}`} labelledBy={`top-${by}`}>
      {loading ? (
        <div className="space-y-4">
          {Array.from({ length: INSIGHTS_TOP_N }, (_, i) => (
            <Skeleton key={i} className="h-8 w-full" />
          ))}
        </div>
      ) : top.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">{empty}</p>
      ) : (
        <ol className="space-y-3.5">
          {top.map((item, index) => (
            <li key={item._id} className="grid grid-cols-[1.5rem_minmax(0,1fr)_auto] items-center gap-x-3">
              <span className="font-serif text-sm text-gold-dark tabular-nums lining-nums">{index + 1}</span>
              <div className="min-w-0">
                <p className="truncate text-sm text-ink" title={item.name}>
                  {item.name}
                </p>
                <div aria-hidden className="mt-1.5 h-1.5 rounded-full bg-sand-100">
                  <div
                    className="h-full rounded-full bg-gold"
                    style={{ width: `${Math.max(4, (measure(item) / max) * 100)}%` }}
                  />
                </div>
              </div>
              <span className="text-sm font-medium whitespace-nowrap text-ink tabular-nums">
                {format(measure(item))}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

export function InsightsPage() {
  usePageMeta('Product Insights · Admin');
  const insights = useProductInsights();
  const data = insights.isError ? undefined : insights.data;
  const loading = insights.isPending;

  const columns: Column<RankedInsight>[] = [
    {
      id: 'rank',
      header: 'Rank',
      className: 'w-10 text-ink-muted tabular-nums sm:w-16',
      cell: (item) => item.rank,
    },
    {
      id: 'name',
      header: 'Product',
      cell: (item) => (
        <>
          {isDeleted(item) ? (
            <span className="text-ink-soft">
              {item.name} <span className="text-xs text-ink-muted">(deleted)</span>
            </span>
          ) : (
            <Link
              to={`/admin/products/edit/${item._id}`}
              className="font-medium text-ink underline-offset-4 hover:text-gold-dark hover:underline"
            >
              {item.name}
            </Link>
          )}
          <span className="block text-xs text-ink-muted sm:hidden">{units(item.totalSold)} sold</span>
        </>
      ),
    },
    countColumn('units', 'Units sold', (item) => item.totalSold.toLocaleString('en-IN'), { hideBelow: 'sm' }),
    {
      id: 'revenue',
      header: 'Revenue (excl. GST)',
      align: 'right',
      cell: (item) => <span className="whitespace-nowrap tabular-nums">{formatINR(item.revenue)}</span>,
    },
  ];

  return (
    <>
      <AdminPageHeader
        title="Product Insights"
        description="What sells, from paid and later orders. Revenue is excl. GST and shipping: each product's lines as charged; the total also takes off sample credits and refunds, net of the GST their credit notes reverse."
      />
      <StatCards
        loading={loading}
        cards={[
          {
            label: 'Total products',
            icon: <Package />,
            value: (data?.totals.totalProducts ?? 0).toLocaleString('en-IN'),
            hint: 'Products that sold at least once',
          },
          {
            label: 'Total revenue',
            icon: <IndianRupee />,
            value: formatINR(data?.totals.totalRevenue ?? 0),
            basis: REVENUE_BASIS.exclGst,
          },
          {
            label: 'Total units sold',
            icon: <PackageCheck />,
            value: (data?.totals.totalUnits ?? 0).toLocaleString('en-IN'),
            basis: 'Less approved returns; samples not counted',
            hint: samples(data?.totals.samplesSold ?? 0),
          },
        ]}
      />

      <div className="mb-6 grid gap-4 lg:grid-cols-2">
        <TopList by="revenue" items={data?.topByRevenue} loading={loading} />
        <TopList by="units" items={data?.topByUnits} loading={loading} />
      </div>

      <DeliveryPanel />

      <h2 className="mb-3 font-serif text-lg text-ink">All products by revenue</h2>
      <QueryTable
        caption="Products ranked by revenue"
        columns={columns}
        rows={queryRows(insights, (answer) =>
          answer.products.map((item, i) => ({ ...item, id: item._id, rank: i + 1 })),
        )}
        empty={{
          icon: Lightbulb,
          title: 'No product insights available',
          failure: INSIGHTS_FAILURE,
          text: 'Figures appear once the first order has been paid.',
        }}
      />
    </>
  );
}
