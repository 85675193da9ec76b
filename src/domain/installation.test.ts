import { describe, expect, it } from 'vitest';
import {
  bookableDays,
  canChangeBooking,
  indiaDay,
  periodCapacity,
  periodsOf,
  servesPin,
  slotStartsAt,
  teamWorks,
  TeamBodySchema,
} from './installation';

const team = {
  workingDays: [1, 2, 3, 4, 5, 6],
  startsAt: '09:00',
  endsAt: '18:00',
  holidays: ['2026-12-25'],
};

describe('installation days and hours, in India', () => {
  it('counts the India day: 19:00 UTC is already tomorrow in India, 18:29 UTC is not', () => {
    expect(indiaDay(new Date('2026-12-01T18:29:00Z'))).toBe('2026-12-01');
    expect(indiaDay(new Date('2026-12-01T18:30:00Z'))).toBe('2026-12-02');
  });

  it('starts a morning at the team hour and an afternoon at 14:00 India time', () => {
    expect(slotStartsAt(team, '2026-12-02', 'morning').toISOString()).toBe('2026-12-02T03:30:00.000Z');
    expect(slotStartsAt(team, '2026-12-02', 'afternoon').toISOString()).toBe('2026-12-02T08:30:00.000Z');
    // A team starting at 00:30 India time starts the previous day in UTC.
    expect(slotStartsAt({ startsAt: '00:30' }, '2026-12-02', 'morning').toISOString()).toBe(
      '2026-12-01T19:00:00.000Z',
    );
  });

  it('opens days from the day after delivery, never before tomorrow in India, for 30 days', () => {
    const days = bookableDays(new Date('2026-12-04T01:00:00Z'), new Date('2026-11-30T10:00:00Z'));
    expect(days[0]).toBe('2026-12-05');
    expect(days).toHaveLength(30);
    expect(days[29]).toBe('2027-01-03');
    // Delivery already past; at 00:15 on 4 Dec in India (still 3 Dec in UTC) the first day is 5 Dec, not 4 Dec.
    const late = bookableDays(new Date('2026-11-20T00:00:00Z'), new Date('2026-12-03T18:45:00Z'));
    expect(late[0]).toBe('2026-12-05');
  });

  it('lets a booking change until exactly 24 hours before the visit, judged in instants not days', () => {
    const visit = slotStartsAt(team, '2026-12-02', 'morning'); // 03:30 UTC, 09:00 India
    expect(canChangeBooking(visit, new Date('2026-12-01T03:30:00Z'))).toBe(true);
    expect(canChangeBooking(visit, new Date('2026-12-01T03:31:00Z'))).toBe(false);
    // 23:59 India time on 1 Dec is still 1 Dec in UTC (18:29), and already too late.
    expect(canChangeBooking(visit, new Date('2026-12-01T18:29:00Z'))).toBe(false);
  });

  it('works the team days, not Sundays nor holidays; periods and their capacity follow the hours', () => {
    expect(teamWorks(team, '2026-12-06')).toBe(false); // Sunday
    expect(teamWorks(team, '2026-12-07')).toBe(true);
    expect(teamWorks(team, '2026-12-25')).toBe(false);
    expect(periodsOf(team)).toEqual(['morning', 'afternoon']);
    expect(periodsOf({ startsAt: '08:00', endsAt: '13:00' })).toEqual(['morning']);
    expect(periodCapacity(3)).toBe(2);
    expect(periodCapacity(1)).toBe(1);
  });

  it('serves a PIN by its longest prefix', () => {
    expect(servesPin(['56'], '560001')).toBe(2);
    expect(servesPin(['11', '1220'], '122001')).toBe(4);
    expect(servesPin(['40'], '560001')).toBe(0);
  });

  it('refuses a team whose day ends before it starts, or with a malformed PIN prefix', () => {
    const body = { ...team, name: 'X', pinPrefixes: ['56'], jobsPerDay: 2, sqftPerDay: 400 };
    expect(TeamBodySchema.safeParse(body).success).toBe(true);
    expect(TeamBodySchema.safeParse({ ...body, endsAt: '08:00' }).error?.issues[0]?.message).toBe(
      'The day must end after it starts',
    );
    expect(TeamBodySchema.safeParse({ ...body, pinPrefixes: ['05'] }).error?.issues[0]?.message).toBe(
      'A PIN prefix is 1 to 6 digits, not starting with 0',
    );
  });
});
