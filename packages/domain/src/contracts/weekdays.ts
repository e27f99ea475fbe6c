/** Weekday names as the public API spells them in `sessions[].day`; index = dow (0 = Sunday). */
export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export type WeekdayName = (typeof weekdayNames)[number];
