/**
 * Every error code the API answers with: its HTTP status and what to tell a person (en-GB) when the
 * server has nothing more specific to say. Server and web share it, so a code always has one
 * status and the web never guesses a message.
 *
 * Validation is 400 everywhere, whether a schema or a rule found the problem (a weak password, a
 * role that cannot hold financial access): one status means clients branch on `code` and
 * `issues`, and it is what Fastify's own schema validation answers.
 *
 * `technical`: the server's own message for the code is written for API callers (field paths,
 * internals), so people are shown the catalogue's message; for every other code the server's
 * message is written for people and is shown as it is.
 */
export const errorCatalogue = {
  VALIDATION_FAILED: { status: 400, message: 'Please check the details you entered and try again.', technical: true },
  BAD_REQUEST: { status: 400, message: 'Something went wrong. Please try again.', technical: true },
  BOT_CHECK_FAILED: {
    status: 400,
    message: 'We could not check that this request came from a person. Please try again.',
  },
  CODE_INVALID: {
    status: 400,
    message: 'That code is not right or has expired. Please check it or ask for a new one.',
  },
  DISCOUNT_CODE_REFUSED: { status: 400, message: "That discount code can't be used for this order." },
  TOKEN_INVALID: { status: 400, message: 'This link is not valid or has expired. Please ask for a new one.' },
  PAYMENT_FAILED: { status: 402, message: 'error, something went wrong' },
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue' },
  INVALID_CREDENTIALS: { status: 401, message: 'That email address and password do not match. Please try again.' },
  FORBIDDEN: { status: 403, message: "You don't have permission to do that" },
  CSRF_REJECTED: {
    status: 403,
    message: 'This request did not come from a page of this site. Please reload the page and try again.',
  },
  CLUB_READ_ONLY: {
    status: 403,
    message: "Your club's Clubroom subscription has lapsed, so its admin is read-only until it is paid.",
  },
  EMAIL_UNVERIFIED: { status: 403, message: "This email address isn't confirmed yet." },
  SWITCH_USER_REFUSED: { status: 403, message: 'You cannot switch into this account.' },
  SWITCHED_SESSION_REFUSED: {
    status: 403,
    message: 'Only the person whose account this is can do this. It cannot be done in a switched session.',
  },
  NOT_FOUND: { status: 404, message: "Sorry, we couldn't find that." },
  POSTCODE_NOT_FOUND: { status: 404, message: "We couldn't find that postcode. Please check it and try again." },
  CONFLICT: { status: 409, message: 'That has changed since you last looked. Please reload and try again.' },
  CLUB_SUSPENDED: { status: 409, message: 'This club is not taking bookings at the moment.' },
  TROPHIES_OFF: {
    status: 409,
    message: 'Grading trophies are switched off for this club. An organiser can switch them on in Settings, Options.',
  },
  CAPACITY_EXCEEDED: {
    status: 409,
    message: 'Sorry, this is now full: every place has been taken. You can join the waiting list instead.',
  },
  QUESTIONS_UNANSWERED: {
    status: 409,
    message: "Please answer the club's questions before booking.",
  },
  HOLD_EXPIRED: {
    status: 409,
    message: 'A place in your basket is no longer held for you. Please add it again to book it.',
  },
  SESSION_CANCELLED: {
    status: 409,
    message: 'The club has cancelled a session of a place you chose. Please check your basket or order and book again.',
  },
  PAYMENT_REQUIRES_ACTION: {
    status: 409,
    message: 'Your bank needs you to confirm this payment. Please follow its steps to finish paying.',
  },
  CONTRACT_OUTDATED: { status: 409, message: 'The Terms of Use have changed. Please read the new version.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email address already exists.' },
  SUBDOMAIN_TAKEN: { status: 409, message: 'Another club has just taken that web address. Please choose another.' },
  LAST_FINANCIAL_ORGANISER: {
    status: 409,
    message: 'A club must always keep one active organiser with financial access.',
  },
  FILE_TOO_LARGE: { status: 413, message: 'That file is too large. Please try again with a smaller one.' },
  FILE_TYPE_REFUSED: { status: 415, message: 'That type of file cannot be uploaded here.' },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: 'Something went wrong sending that. Please reload the page and try again.',
    technical: true,
  },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a few minutes and try again.' },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.', technical: true },
  PLACES_AVAILABLE: { status: 409, message: 'This class has places: book one instead of joining its waiting list.' },
  CANCELLATION_CLOSED: {
    status: 409,
    message: 'This place can no longer be cancelled online. Please contact the club.',
  },
  BUSY: { status: 503, message: 'We are very busy right now. Please try again in a moment.' },
} as const satisfies Record<string, { status: number; message: string; technical?: true }>;

export type ErrorCode = keyof typeof errorCatalogue;

export const statusOf = (code: ErrorCode): number => errorCatalogue[code].status;
export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(errorCatalogue, code);

export type ErrorIssue = { path: string; message: string };
