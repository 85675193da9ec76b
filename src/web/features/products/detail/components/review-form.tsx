import { zodResolver } from '@hookform/resolvers/zod';
import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import {
  REVIEW_TEXT_MAX,
  ReviewBodySchema,
  type ReviewBody,
  type ReviewBodyInput,
} from '../../../../../domain/review';
import { Button } from '../../../../components/ui/button';
import { errorMessage } from '../../../../lib/api-client';
import { useCreateReview } from '../api/create-review';
import { FieldError, inputClass, labelClass } from '../../../../components/ui/form-field';
import { Alert } from '../../../../components/ui/alert';

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS = ['', 'Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;

/** Star rating as five real radio buttons (arrow keys move between them), and the review text. */
export function ReviewForm({ productId, onDone }: { productId: string; onDone: () => void }) {
  const id = useId();
  const [hover, setHover] = useState(0);
  const createReview = useCreateReview(productId);
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewBodyInput, unknown, ReviewBody>({
    resolver: zodResolver(ReviewBodySchema),
    defaultValues: { text: '' },
  });
  const textLength = useWatch({ control, name: 'text' })?.length ?? 0;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await createReview.mutateAsync(values);
      toast.success('Thank you! Your review is now live.');
      onDone();
    } catch (error) {
      setError('root.server', { message: errorMessage(error, 'Something went wrong. Please try again.') });
    }
  });

  const serverError = errors.root?.server?.message;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="rounded-card border border-sand-200 bg-white/70 p-5 sm:p-6"
    >
      <h3 id={`${id}-title`} className="font-serif text-xl text-ink">
        Write a review
      </h3>
      {serverError && <Alert className="mt-4">{serverError}</Alert>}

      <Controller
        name="rating"
        control={control}
        render={({ field, fieldState }) => {
          const shown = hover || field.value || 0;
          return (
            <fieldset
              className="mt-5"
              aria-invalid={fieldState.error ? true : undefined}
              aria-describedby={fieldState.error ? `${id}-rating-error` : undefined}
            >
              <legend className={clsx(labelClass, 'mb-1.5')}>Your rating</legend>
              <div className="flex items-center gap-3">
                <div className="flex" onMouseLeave={() => setHover(0)}>
                  {STARS.map((n) => (
                    <label
                      key={n}
                      onMouseEnter={() => setHover(n)}
                      className="cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-gold"
                    >
                      <input
                        type="radio"
                        name={field.name}
                        value={n}
                        checked={field.value === n}
                        onChange={() => field.onChange(n)}
                        onBlur={field.onBlur}
                        ref={n === 1 ? field.ref : undefined}
                        className="sr-only"
                      />
                      <Star
                        aria-hidden
                        strokeWidth={1.5}
                        className={clsx(
                          'size-7 transition-colors',
                          shown >= n ? 'fill-gold text-gold' : 'text-sand-300',
                        )}
                      />
                      <span className="sr-only">
                        {n} {n === 1 ? 'star' : 'stars'}
                      </span>
                    </label>
                  ))}
                </div>
                <span aria-hidden className="text-sm text-ink-muted">
                  {WORDS[shown]}
                </span>
              </div>
              {fieldState.error?.message && (
                <FieldError id={`${id}-rating-error`}>{fieldState.error.message}</FieldError>
              )}
            </fieldset>
          );
        }}
      />

      <div className="mt-5">
        <label htmlFor={`${id}-text`} className={clsx(labelClass, 'mb-1.5')}>
          Your review
        </label>
        <textarea
          id={`${id}-text`}
          rows={5}
          maxLength={REVIEW_TEXT_MAX}
          placeholder="How does it look on your wall? How was the fitting?"
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={`${id}-text-count${errors.text ? ` ${id}-text-error` : ''}`}
          className={inputClass('resize-y py-3 leading-relaxed')}
          {...register('text')}
        />
        <div className="flex items-start justify-between gap-4">
          {errors.text?.message && <FieldError id={`${id}-text-error`}>{errors.text.message}</FieldError>}
          <p id={`${id}-text-count`} className="mt-1.5 ml-auto text-xs text-ink-muted tabular-nums">
            {textLength}/{REVIEW_TEXT_MAX}
          </p>
        </div>
      </div>

      <div className="mt-5 flex flex-wrap gap-3">
        <Button type="submit" loading={isSubmitting}>
          Submit Review
        </Button>
        <Button variant="secondary" onClick={onDone} disabled={isSubmitting}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
