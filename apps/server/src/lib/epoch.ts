/** An instant as the API gives instants: whole epoch seconds. */
export const toEpoch = (instant: Date): number => Math.floor(instant.getTime() / 1000);
