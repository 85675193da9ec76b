import { z } from 'zod';
import { API_PAGE_LIMIT_MAX } from './constants';

const wholeNumber = (name: string, min: number, max: number) => {
  const message = `${name} must be a whole number from ${min} to ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);
};

export const PageQuerySchema = z.object({
  page: wholeNumber('page', 1, 100_000).default(1),
  limit: wholeNumber('limit', 1, API_PAGE_LIMIT_MAX).default(20),
});
export type PageQuery = z.infer<typeof PageQuerySchema>;

export const IdParamsSchema = z.object({ id: z.uuid({ error: 'id must be a valid id' }) });

/** Longest span analytics covers, so a typo'd year cannot ask for centuries of daily rows. */
export const DATE_RANGE_MAX_DAYS = 366;
const DAY_MS = 86_400_000;
const isCalendarDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
/** A calendar day in India time, as <input type="date"> writes it. */
const DaySchema = (name: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${name} must be a date as YYYY-MM-DD`)
    .refine(isCalendarDay, `${name} must be a real date`);
export const dateRange = { from: DaySchema('from').optional(), to: DaySchema('to').optional() };
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
/** Both ends are India days and both are included; either may be left open. */
export const checkDateRange = (range: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (range.from && range.to && range.from > range.to) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be on or after from' });
  }
};
/** Analytics draws one point a day, so its range is bounded too. */
export const checkAnalyticsRange = (range: { from?: string; to?: string }, ctx: z.RefinementCtx) => {
  if (
    range.from &&
    range.to &&
    range.from <= range.to &&
    daysBetween(range.from, range.to) > DATE_RANGE_MAX_DAYS
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['to'],
      message: `A date range may cover at most ${DATE_RANGE_MAX_DAYS} days`,
    });
  }
};

/** What every paged list carries beside its items. */
export const pageMeta = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };
