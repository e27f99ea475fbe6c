/**
 * A parent's photo and video answer as the club's list filters and counts it: yes, no, or not answered (no answer for
 * the club). Apart from `pay-settings.ts` and its schemas, so the page that reads it from its address loads no zod.
 */
export const photoAnswers = ['yes', 'no', 'none'] as const;
export type PhotoAnswer = (typeof photoAnswers)[number];
