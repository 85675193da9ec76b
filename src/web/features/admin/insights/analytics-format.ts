/** Axis ticks in the units Indian readers use: thousand (K), lakh (L) and crore (Cr). */
export function compactINR(rupees: number): string {
  const abs = Math.abs(rupees);
  const trim = (n: number) => n.toFixed(n >= 10 ? 0 : 1).replace(/\.0$/, '');
  if (abs >= 1e7) return `₹${trim(rupees / 1e7)}Cr`;
  if (abs >= 1e5) return `₹${trim(rupees / 1e5)}L`;
  if (abs >= 1e3) return `₹${trim(rupees / 1e3)}K`;
  return `₹${Math.round(rupees)}`;
}

// The server's day keys are already Asia/Kolkata dates; reading them as UTC keeps them from shifting.
const dayFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDayFmt = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });

export const dayLabel = (day: string): string => dayFmt.format(new Date(`${day}T00:00:00Z`));
export const longDayLabel = (day: string): string => longDayFmt.format(new Date(`${day}T00:00:00Z`));

const monthFmt = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' });
/** 'Jun 2026' for the server's India month key '2026-06'. */
export const monthLabel = (month: string): string => monthFmt.format(new Date(`${month}-01T00:00:00Z`));
