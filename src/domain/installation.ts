import { z } from 'zod';
import { STORE_TIME_ZONE } from './format';
import { line, requiredLine, text } from './text';

/**
 * Installation by the store's own teams (docs/decisions/065-installation-teams-and-booking.md): teams and the
 * PINs they serve, the slots a customer books, and the rules of a job's day. Every day is an India calendar day
 * ('2026-12-02'), every hour an India hour: India keeps no daylight saving, so a slot's instant is the day's
 * date at that hour less 5 h 30 min.
 */

export const PERIODS = ['morning', 'afternoon'] as const;
export type Period = (typeof PERIODS)[number];
export const PERIOD_LABELS: Record<Period, string> = { morning: 'Morning', afternoon: 'Afternoon' };
/** An afternoon visit starts at 14:00 India time, a morning one when the team's day starts. */
export const AFTERNOON_STARTS = '14:00';
/** How far ahead a customer may pick, from the first day after delivery. */
export const BOOKING_WINDOW_DAYS = 30;
/** A booking may be changed until this long before the visit starts. */
export const CHANGE_CUTOFF_HOURS = 24;
const IST_OFFSET_MINUTES = 330;

export const JOB_STATUSES = ['unbooked', 'booked', 'checked_in', 'done', 'problem', 'cancelled'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_STATUS_LABELS: Record<JobStatus, string> = {
  unbooked: 'To book',
  booked: 'Booked',
  checked_in: 'Installers on site',
  done: 'Installed',
  problem: 'Could not finish',
  cancelled: 'Cancelled',
};

export const PROBLEM_REASONS = ['damp', 'wrong_size', 'short_of_rolls', 'no_access', 'other'] as const;
export type ProblemReason = (typeof PROBLEM_REASONS)[number];
export const PROBLEM_LABELS: Record<ProblemReason, string> = {
  damp: 'Wall damp',
  wrong_size: 'Wrong size',
  short_of_rolls: 'Short of rolls',
  no_access: 'No access to the wall',
  other: 'Other',
};

export const JOB_EVENT_KINDS = [
  'created',
  'booked',
  'rescheduled',
  'reassigned',
  'checked_in',
  'finished',
  'problem',
  'rebook',
  'rolls_sent',
  'refunded',
  'reminded',
] as const;
export type JobEventKind = (typeof JOB_EVENT_KINDS)[number];
export const JOB_EVENT_LABELS: Record<JobEventKind, string> = {
  created: 'Installation to book',
  booked: 'Installation booked',
  rescheduled: 'Installation moved',
  reassigned: 'Given to another team',
  checked_in: 'Installers arrived',
  finished: 'Installed and signed off',
  problem: 'Installation could not be finished',
  rebook: 'Installation to book again',
  rolls_sent: 'More rolls sent',
  refunded: 'Installation refunded',
  reminded: 'Reminder sent',
};

// ---- days and hours in India ----

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** The India calendar day of an instant: at 19:00 UTC it is already tomorrow in India. */
export const indiaDay = (at: Date): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE }).format(at);

const dayParts = (day: string): [number, number, number] => {
  const m = DAY.exec(day);
  if (!m) throw new Error(`not a day: ${day}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};

export function addDays(day: string, days: number): string {
  const [y, m, d] = dayParts(day);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay counts. */
export const weekdayOf = (day: string): number => {
  const [y, m, d] = dayParts(day);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
};

/** The instant an India day's hour ('09:30') falls at. */
export function indiaInstant(day: string, time: string): Date {
  const [y, m, d] = dayParts(day);
  const t = TIME.exec(time);
  if (!t) throw new Error(`not a time: ${time}`);
  return new Date(Date.UTC(y, m - 1, d, Number(t[1]), Number(t[2])) - IST_OFFSET_MINUTES * 60_000);
}

export const isRealDay = (day: string): boolean => DAY.test(day) && addDays(day, 0) === day;

// ---- teams ----

export const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

export interface TeamHours {
  workingDays: readonly number[];
  startsAt: string;
  endsAt: string;
  holidays: readonly string[];
}

/** Whether the team works that day at all. */
export const teamWorks = (team: TeamHours, day: string): boolean =>
  team.workingDays.includes(weekdayOf(day)) && !team.holidays.includes(day);

/** The periods a team's hours hold: an afternoon only when the team works past 14:00. */
export const periodsOf = (team: Pick<TeamHours, 'startsAt' | 'endsAt'>): Period[] =>
  team.startsAt < AFTERNOON_STARTS
    ? team.endsAt > AFTERNOON_STARTS
      ? [...PERIODS]
      : ['morning']
    : ['afternoon'];

/** When the visit starts: the team's first hour for a morning, 14:00 (or later, if the team starts later) else. */
export const slotStartsAt = (team: Pick<TeamHours, 'startsAt'>, day: string, period: Period): Date =>
  indiaInstant(
    day,
    period === 'morning' || team.startsAt > AFTERNOON_STARTS ? team.startsAt : AFTERNOON_STARTS,
  );

/** Jobs one period may take: half the day's, rounded up, so a team of 3 a day can do 2 in a morning. */
export const periodCapacity = (jobsPerDay: number): number => Math.ceil(jobsPerDay / 2);

/** The team whose PIN prefix is the longest match serves first; a prefix is 1 to 6 digits. */
export const servesPin = (prefixes: readonly string[], pin: string): number =>
  Math.max(0, ...prefixes.filter((p) => pin.startsWith(p)).map((p) => p.length));

/**
 * The days a customer may pick: from the day after delivery is expected (and never before tomorrow in India),
 * BOOKING_WINDOW_DAYS of them.
 */
export function bookableDays(deliveryBy: Date, now: Date): string[] {
  const afterDelivery = addDays(indiaDay(deliveryBy), 1);
  const tomorrow = addDays(indiaDay(now), 1);
  const first = afterDelivery > tomorrow ? afterDelivery : tomorrow;
  return Array.from({ length: BOOKING_WINDOW_DAYS }, (_, i) => addDays(first, i));
}

/** A booking can be changed (or cancelled) until CHANGE_CUTOFF_HOURS before it starts. */
export const canChangeBooking = (startsAt: Date, now: Date): boolean =>
  startsAt.getTime() - now.getTime() >= CHANGE_CUTOFF_HOURS * 3_600_000;

// ---- schemas ----

const PinPrefixSchema = z
  .string()
  .regex(/^[1-9]\d{0,5}$/, 'A PIN prefix is 1 to 6 digits, not starting with 0');
const TimeSchema = z.string().regex(TIME, 'Times are HH:MM, 24-hour, India time');
const DaySchema = z.string().refine(isRealDay, 'Days are written YYYY-MM-DD');

export const TeamBodySchema = z
  .object({
    name: requiredLine('Name', 80),
    pinPrefixes: z
      .array(PinPrefixSchema, { error: 'pinPrefixes must be a list' })
      .min(1, 'A team serves at least one PIN prefix')
      .max(200, 'A team serves at most 200 PIN prefixes'),
    workingDays: z
      .array(z.number().int().min(0).max(6), { error: 'workingDays must be a list of 0 (Sun) to 6 (Sat)' })
      .min(1, 'A team works at least one day a week')
      .max(7),
    startsAt: TimeSchema,
    endsAt: TimeSchema,
    holidays: z.array(DaySchema).max(366, 'At most 366 holidays').default([]),
    jobsPerDay: z.number().int().min(1, 'At least 1 job a day').max(20, 'At most 20 jobs a day'),
    sqftPerDay: z.number().int().min(10, 'At least 10 sq ft a day').max(20_000, 'At most 20,000 sq ft a day'),
    active: z.boolean().default(true),
  })
  .refine((t) => t.startsAt < t.endsAt, { message: 'The day must end after it starts', path: ['endsAt'] });
export type TeamBody = z.infer<typeof TeamBodySchema>;
export type TeamBodyInput = z.input<typeof TeamBodySchema>;

/** A six-day week, office hours and a small crew's capacity: a new team's form starts from these. */
export const TEAM_DEFAULTS = {
  workingDays: [1, 2, 3, 4, 5, 6],
  startsAt: '09:00',
  endsAt: '18:00',
  holidays: [],
  jobsPerDay: 2,
  sqftPerDay: 500,
  active: true,
} satisfies Omit<TeamBody, 'name' | 'pinPrefixes'>;

export const TeamMemberSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });

export const TeamSchema = z.object({
  id: z.string(),
  name: z.string(),
  pinPrefixes: z.array(z.string()),
  workingDays: z.array(z.number()),
  startsAt: z.string(),
  endsAt: z.string(),
  holidays: z.array(z.string()),
  jobsPerDay: z.number(),
  sqftPerDay: z.number(),
  active: z.boolean(),
  installers: z.array(TeamMemberSchema),
});
export type Team = z.infer<typeof TeamSchema>;
export const TeamListSchema = z.array(TeamSchema);

export const TeamMembersBodySchema = z.object({
  installerIds: z.array(z.uuid('installerIds must be user ids')).max(50),
});

export const IdParamsSchema = z.object({ id: line('id', 100) });

/** '2026-12-02-morning': a day and a period. */
export const SLOT_PATTERN = /^(\d{4}-\d{2}-\d{2})-(morning|afternoon)$/;
export const SlotIdSchema = z
  .string({ error: 'Choose a slot' })
  .regex(SLOT_PATTERN, 'A slot is a day and a period, like 2026-12-02-morning')
  .refine((s) => isRealDay(s.slice(0, 10)), 'That day does not exist');
export const slotId = (day: string, period: Period): string => `${day}-${period}`;
export const parseSlot = (slot: string): { day: string; period: Period } => {
  const m = SLOT_PATTERN.exec(slot);
  if (!m) throw new Error(`not a slot: ${slot}`);
  return { day: m[1]!, period: m[2] as Period };
};

export const BookBodySchema = z.object({ slot: SlotIdSchema });
export type BookBody = z.infer<typeof BookBodySchema>;

export const SlotSchema = z.object({
  slot: z.string(),
  day: z.string(),
  period: z.enum(PERIODS),
  /** when the team arrives, as an ISO instant */
  startsAt: z.string(),
});
export type Slot = z.infer<typeof SlotSchema>;

export const JobEventSchema = z.object({
  kind: z.enum(JOB_EVENT_KINDS),
  at: z.string(),
  /** what the event says to people: 'Morning of 2 Dec 2026 with Bengaluru Central' */
  detail: z.string().nullable(),
});
export type JobEvent = z.infer<typeof JobEventSchema>;

/** The installation of an order as its customer sees it, on the order page and in the order's timeline. */
export const OrderInstallationSchema = z.object({
  status: z.enum(JOB_STATUSES),
  slot: SlotSchema.nullable(),
  team: z.string().nullable(),
  /** square feet to paper */
  areaSqft: z.number(),
  /** the order has shipped and the job waits for a slot, or its slot may still be changed */
  canBook: z.boolean(),
  /** the last moment the booking may be changed, when booked */
  changeableUntil: z.string().nullable(),
  afterPhotos: z.array(z.string()),
  history: z.array(JobEventSchema),
});
export type OrderInstallation = z.infer<typeof OrderInstallationSchema>;

export const SlotsAnswerSchema = z.object({
  installation: OrderInstallationSchema,
  slots: z.array(SlotSchema),
});
export type SlotsAnswer = z.infer<typeof SlotsAnswerSchema>;

export const INSTALLATION_MESSAGES = {
  noInstallation: 'This order has no installation.',
  notShipped: 'You can book the installation once your order has shipped.',
  notBookable: 'This installation can no longer be booked here. Please contact us.',
  slotTaken:
    'Sorry, that slot was just taken. Please choose another; the list of free slots has been refreshed.',
  slotUnavailable: 'That slot is not available for your address. Please choose one from the list.',
  tooLate: `Bookings can be changed up to ${CHANGE_CUTOFF_HOURS} hours before the visit. Please call us to change this one.`,
  noTeam: 'We do not install at this PIN code yet. Please contact us and we will arrange it.',
  teamNotFound: 'Team not found.',
  teamTaken: 'A team with this name already exists',
  notInstaller: 'Only installer accounts can be put in a team.',
  jobNotFound: 'Job not found.',
  jobNotOpen: 'This job is not open for work.',
  notCheckedIn: 'Check in at the address first.',
  signoffMissing: "Record the customer's sign-off: their typed name or the code from their e-mail.",
  signoffCode: 'That code does not match the one e-mailed to the customer.',
  afterPhotosMissing: 'Add at least one photo of the finished wall.',
  notProblem: 'This job has no problem to act on.',
  capacityFull: 'That team is full that day.',
} as const;

// ---- installer's day ----

export const SIGNOFF_NAME_MAX = 80;
export const JOB_NOTE_MAX = 2000;
export const JOB_PHOTOS_MAX = 12;

export const FinishBodySchema = z
  .object({
    rollsUsed: z.number().int().min(0).max(500).default(0),
    notes: text('Notes', JOB_NOTE_MAX).default(''),
    signoffName: line('Name', SIGNOFF_NAME_MAX).optional(),
    signoffCode: z
      .string()
      .regex(/^\d{6}$/, 'The code is 6 digits')
      .optional(),
  })
  .refine((b) => Boolean(b.signoffName) || Boolean(b.signoffCode), {
    message: INSTALLATION_MESSAGES.signoffMissing,
  });
export type FinishBody = z.infer<typeof FinishBodySchema>;

export const ProblemBodySchema = z.object({
  reason: z.enum(PROBLEM_REASONS, { error: `reason must be one of ${PROBLEM_REASONS.join(', ')}` }),
  notes: text('Notes', JOB_NOTE_MAX).default(''),
});
export type ProblemBody = z.infer<typeof ProblemBodySchema>;

export const PhotoQuerySchema = z.object({ stage: z.enum(['before', 'after', 'problem']) });
export type PhotoStage = z.infer<typeof PhotoQuerySchema>['stage'];

export const WallSchema = z.object({ widthIn: z.number(), heightIn: z.number(), name: z.string() });

/** One job as the installer and the dispatch board see it. */
export const JobSchema = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: z.enum(JOB_STATUSES),
  orderStatus: z.string(),
  teamId: z.string().nullable(),
  team: z.string().nullable(),
  slot: SlotSchema.nullable(),
  areaSqft: z.number(),
  pin: z.string(),
  customer: z.object({ name: z.string(), phone: z.string(), address: z.string(), mapUrl: z.string() }),
  walls: z.array(WallSchema),
  rollsUsed: z.number().nullable(),
  notes: z.string(),
  beforePhotos: z.array(z.string()),
  afterPhotos: z.array(z.string()),
  problemPhotos: z.array(z.string()),
  problemReason: z.enum(PROBLEM_REASONS).nullable(),
  signoff: z.string().nullable(),
  /** booked for a day already gone and not finished */
  overdue: z.boolean(),
  history: z.array(JobEventSchema),
});
export type Job = z.infer<typeof JobSchema>;
export const JobListSchema = z.array(JobSchema);

export const DayQuerySchema = z.object({
  day: DaySchema.optional(),
});
export const WeekQuerySchema = z.object({ from: DaySchema.optional() });

export const BoardSchema = z.object({
  days: z.array(z.string()),
  teams: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      jobsPerDay: z.number(),
      sqftPerDay: z.number(),
      /** per day of `days`: jobs and sq ft booked, whether the team works */
      load: z.array(z.object({ day: z.string(), jobs: z.number(), sqft: z.number(), works: z.boolean() })),
      /** booked sq ft over the sq ft the team could do in the week's working days, 0–100 */
      utilisation: z.number(),
    }),
  ),
  jobs: JobListSchema,
  unassigned: JobListSchema,
  overdue: JobListSchema,
  problems: JobListSchema,
});
export type Board = z.infer<typeof BoardSchema>;

export const AssignBodySchema = z.object({ teamId: z.uuid('teamId must be a team id'), slot: SlotIdSchema });
export const ResolveBodySchema = z.object({
  action: z.enum(['rebook', 'send_rolls', 'refund'], {
    error: 'action must be rebook, send_rolls or refund',
  }),
  note: text('Note', JOB_NOTE_MAX).default(''),
  /** send_rolls: how many rolls of the order's design leave the shelf for the job */
  rolls: z
    .number({ error: 'rolls must be a whole number from 1 to 50' })
    .int('rolls must be a whole number from 1 to 50')
    .min(1, 'rolls must be a whole number from 1 to 50')
    .max(50, 'rolls must be a whole number from 1 to 50')
    .default(1),
});
export type ResolveBody = z.infer<typeof ResolveBodySchema>;
export type ResolveBodyInput = z.input<typeof ResolveBodySchema>;

/** Google Maps' documented search URL: opens the map app on a phone. */
export const mapUrl = (address: string): string =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
