import { EyeOff, MessageSquareText, Star, X } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  REVIEW_ANSWER_MAX,
  REVIEW_FILTERS,
  type AdminReview,
  type ReviewFilter,
} from '../../../../domain/review';
import { formatDate } from '../../../../domain/format';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form-field';
import { Modal } from '../../../components/ui/modal';
import { usePageMeta } from '../../../components/ui/page-meta';
import { errorMessage } from '../../../lib/api-client';
import { AdminPageHeader } from '../shell/admin-page-header';
import { QueryTable, queryRows, timeColumn, type Column } from '../shell/data-table';
import { FilterChips, Panel, Toggle } from '../shell/page-parts';
import { usePermissions } from '../shell/use-permissions';
import {
  REVIEWS_FAILURE,
  REVIEWS_PAGE_SIZE,
  useAdminReviews,
  useModerateReview,
  useSaveStoreSettings,
  useStoreSettings,
} from './api/reviews';

const FILTER_LABELS: Record<ReviewFilter, string> = {
  all: 'All',
  visible: 'Visible',
  hidden: 'Hidden',
  unanswered: 'Unanswered',
};

/** The store setting of decision 051: admins switch it; everyone else reads where it stands. */
function BuyersOnlySetting() {
  const { isAdmin } = usePermissions();
  const settings = useStoreSettings();
  const save = useSaveStoreSettings();
  const on = save.isPending ? save.variables.reviewsBuyersOnly : settings.data?.reviewsBuyersOnly;
  return (
    <Panel
      title="Who may review"
      description={
        on === false
          ? 'Anyone signed in may review any design.'
          : 'Only customers with a paid order of a design (not cancelled or refunded) may review it.'
      }
      actions={
        <Toggle
          label="Only buyers may review"
          text="Only buyers may review"
          checked={on ?? true}
          disabled={!isAdmin || settings.data === undefined || save.isPending}
          onChange={(reviewsBuyersOnly) =>
            save.mutate(
              { reviewsBuyersOnly },
              {
                onSuccess: () =>
                  toast.success(
                    reviewsBuyersOnly ? 'Only buyers may review now' : 'Anyone signed in may review now',
                  ),
                onError: (error) => toast.error(errorMessage(error, 'Could not change the setting')),
              },
            )
          }
        />
      }
    >
      {!isAdmin && <p className="text-sm text-ink-muted">Only an admin can change this setting.</p>}
      {isAdmin && <p className="text-sm text-ink-muted">Hidden reviews never count, whoever wrote them.</p>}
    </Panel>
  );
}

function AnswerDialog({ review, onClose }: { review: AdminReview; onClose: () => void }) {
  const moderate = useModerateReview();
  const [text, setText] = useState(review.answer ?? '');
  const tooLong = text.length > REVIEW_ANSWER_MAX;
  const send = (answer: string) =>
    moderate.mutate(
      { id: review.id, change: { answer } },
      {
        onSuccess: () => {
          toast.success(answer.trim() ? 'Answer published under the review' : 'Answer removed');
          onClose();
        },
      },
    );
  return (
    <Modal open onOpenChange={(open) => !open && !moderate.isPending && onClose()} title="Answer the review">
      <form
        className="px-6 pt-2 pb-6"
        onSubmit={(e) => {
          e.preventDefault();
          if (!tooLong) send(text);
        }}
      >
        <blockquote className="rounded-lg bg-sand-50 px-4 py-3 text-sm text-ink-soft">
          <p className="font-medium text-ink">
            {review.author.name} · {review.rating} of 5 on {review.product.name}
          </p>
          <p className="mt-1 line-clamp-4 whitespace-pre-line">{review.text}</p>
        </blockquote>
        {moderate.isError && (
          <Alert className="mt-4">{errorMessage(moderate.error, 'Could not save the answer')}</Alert>
        )}
        <TextAreaField
          className="mt-4"
          label="Your answer"
          hint="Shown under the review on the product page, signed by the store."
          error={tooLong ? `Please keep the answer to ${REVIEW_ANSWER_MAX} characters or fewer` : undefined}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {review.answer && (
            <Button variant="quiet" size="sm" onClick={() => send('')} disabled={moderate.isPending}>
              Remove answer
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={onClose} disabled={moderate.isPending}>
            Cancel
          </Button>
          <Button type="submit" size="sm" loading={moderate.isPending} disabled={!text.trim() || tooLong}>
            Publish answer
          </Button>
        </div>
      </form>
    </Modal>
  );
}

function HideButton({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const hidden = review.hidden !== null;
  return (
    <Button
      variant="secondary"
      size="sm"
      loading={moderate.isPending}
      aria-label={`${hidden ? 'Show' : 'Hide'} the review by ${review.author.name} of ${review.product.name}`}
      onClick={() =>
        moderate.mutate(
          { id: review.id, change: { hidden: !hidden } },
          {
            onSuccess: () =>
              toast.success(
                hidden ? 'The review shows on the product page again' : 'Review hidden from the shop',
              ),
            onError: (error) => toast.error(errorMessage(error, 'Could not change the review')),
          },
        )
      }
    >
      {hidden ? 'Show' : 'Hide'}
    </Button>
  );
}

/** Reviews as staff moderate them (decision 051): filter, hide or show, and answer. */
export function ReviewsPage() {
  usePageMeta('Reviews · Admin');
  const { canEdit } = usePermissions();
  const [params, setParams] = useSearchParams();
  const status = REVIEW_FILTERS.find((f) => f === params.get('status')) ?? 'all';
  const productId = params.get('product');
  const page = Math.max(1, Number(params.get('page')) || 1);
  const reviews = useAdminReviews({ status, productId, page });
  const [answering, setAnswering] = useState<AdminReview | null>(null);
  const productName = productId
    ? reviews.data?.reviews.find((r) => r.product.id === productId)?.product.name
    : undefined;

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );

  const columns: Column<AdminReview>[] = [
    {
      id: 'product',
      header: 'Product',
      className: 'max-w-48',
      cell: (r) => (
        <button
          type="button"
          onClick={() => set({ product: r.product.id })}
          className="text-left font-medium text-ink underline-offset-4 hover:underline"
          title="Show only this product's reviews"
        >
          {r.product.name}
        </button>
      ),
    },
    {
      id: 'rating',
      header: 'Rating',
      cell: (r) => (
        <span className="inline-flex items-center gap-1 whitespace-nowrap tabular-nums">
          <Star aria-hidden className="size-3.5 fill-gold text-gold" />
          {r.rating}
          <span className="sr-only"> out of 5</span>
        </span>
      ),
    },
    {
      id: 'review',
      header: 'Review',
      className: 'min-w-72',
      cell: (r) => (
        <div className="min-w-0 py-0.5">
          <p className="text-xs text-ink-muted">
            <span className="font-medium text-ink">{r.author.name}</span> · {r.author.email}
            {r.verified && ' · Verified purchase'}
          </p>
          <p className="mt-1 line-clamp-3 whitespace-pre-line text-ink-soft">{r.text}</p>
          {r.answer && (
            <p className="mt-2 border-l-2 border-gold pl-3 text-xs text-ink-soft">
              <span className="font-medium text-ink">
                Answered{r.answered?.by ? ` by ${r.answered.by}` : ''}
                {r.answered ? ` on ${formatDate(r.answered.at)}` : ''}:
              </span>{' '}
              {r.answer}
            </p>
          )}
        </div>
      ),
    },
    timeColumn('date', 'Date', (r) => r.createdAt),
    {
      id: 'status',
      header: 'Status',
      cell: (r) =>
        r.hidden ? (
          <span title={`Hidden${r.hidden.by ? ` by ${r.hidden.by}` : ''} on ${formatDate(r.hidden.at)}`}>
            <Badge tone="neutral">Hidden</Badge>
          </span>
        ) : (
          <Badge tone="success">Visible</Badge>
        ),
    },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: 'Actions',
            align: 'right' as const,
            cell: (r: AdminReview) => (
              <div className="flex justify-end gap-2 whitespace-nowrap">
                <HideButton review={r} />
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`Answer the review by ${r.author.name} of ${r.product.name}`}
                  onClick={() => setAnswering(r)}
                >
                  {r.answer ? 'Edit answer' : 'Answer'}
                </Button>
              </div>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <AdminPageHeader
        title="Reviews"
        description="What customers wrote about each design. Hide what breaks the rules and answer in the store's name."
      />
      <div className="mb-6">
        <BuyersOnlySetting />
      </div>
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <FilterChips
          label="Show reviews"
          options={REVIEW_FILTERS.map((value) => ({ value, label: FILTER_LABELS[value] }))}
          value={status}
          onChange={(next) => set({ status: next === 'all' ? null : next })}
        />
        {productId && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => set({ product: null })}
            icon={<X aria-hidden className="size-3.5" />}
          >
            {productName ? `Product: ${productName}` : 'One product'} · show all
          </Button>
        )}
      </div>
      <QueryTable
        caption="Reviews"
        columns={columns}
        rows={queryRows(reviews, (data) => data.reviews)}
        empty={{
          icon: status === 'hidden' ? EyeOff : MessageSquareText,
          title: status === 'all' ? 'No reviews yet' : `No ${FILTER_LABELS[status].toLowerCase()} reviews`,
          failure: REVIEWS_FAILURE,
          text: 'Reviews appear here as soon as a customer writes one.',
        }}
        pagination={{
          page,
          limit: REVIEWS_PAGE_SIZE,
          total: reviews.data?.total,
          onPageChange: (next) => set({ page: String(next) }),
        }}
      />
      {answering && <AnswerDialog review={answering} onClose={() => setAnswering(null)} />}
    </>
  );
}
