export const DAY_MS = 86_400_000;
/** India has kept +05:30 all year since 1945, so a day there always starts 5.5 h before UTC's. */
const IST_OFFSET_MS = 330 * 60_000;

/** The India day (YYYY-MM-DD) an instant falls on. */
export const istDay = (instant: number) => new Date(instant + IST_OFFSET_MS).toISOString().slice(0, 10);

/** The instant an India day (YYYY-MM-DD) begins. */
export const istDayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - IST_OFFSET_MS);

/** The instant the India day after this one begins: the open end of a range that includes `day`. */
export const istDayEnd = (day: string) => new Date(istDayStart(day).getTime() + DAY_MS);
