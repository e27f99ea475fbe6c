/**
 * The texts of the frame around every page (the header, a page that fails), apart from the rest
 * of the catalogue so the first download carries only these. `messages` includes them too.
 */
export const header = {
  signIn: 'Sign in',
} as const;

export const somethingWentWrong = {
  title: 'Something went wrong',
  body: 'Please return to login',
  generic: 'error, something went wrong',
  reload: 'Reload the page',
  /** A page the person may not open (a 403): the server's reason shows under it. */
  refusedTitle: "You can't open this page",
} as const;

/** What a suspended club's schedule says (the platform console suspends a club), as its bookings' refusal says. */
export const notTakingBookings = 'This club is not taking bookings at the moment.';
