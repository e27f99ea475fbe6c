/** The public site: the admin banner on the booking pages, and the page for anything that is not there. */
export const scheduleMessages = {
  staffBanner: {
    text: 'You are logged into an Admin account viewing your public booking page',
    manageClub: 'Manage Club',
    viewRegisters: 'View Registers',
    viewSchedule: 'View Schedule',
  },
  notFound: {
    title: 'Page not found',
    body: "Sorry, we couldn't find that page",
  },
} as const;
