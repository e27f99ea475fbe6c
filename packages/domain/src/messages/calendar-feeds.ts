/** Calendar feeds: the events' words, and the account page that issues a family's calendar link. */
export const calendarFeedsMessages = {
  calendarFeeds: {
    familyFeedName: 'Our club sessions',
    clubFeedName: (clubName: string) => `${clubName}: timetable`,
    familyEventSummary: (childName: string, className: string) => `${childName}: ${className}`,
    cancelledSummary: (summary: string) => `Cancelled: ${summary}`,
    familyEventDescription: (childName: string, clubName: string) => `${childName}'s session with ${clubName}.`,
    clubEventDescription: (termName: string, clubName: string) => `${termName} with ${clubName}.`,
    campEventDescription: (weekName: string, clubName: string) => `Camp (${weekName}) with ${clubName}.`,
    /** The account page (`/dashboard/calendar`), linked from the account's upcoming sessions. */
    dashboardLink: 'Add our sessions to my calendar',
    pageTitle: 'Calendar link',
    intro:
      "Add your children's booked sessions, at every club, to the calendar on your phone or computer. It keeps itself up to date: new bookings appear and cancelled sessions are marked within minutes of your calendar app checking.",
    privateWarning:
      'Anyone with the link can see your children’s sessions: keep it to yourself. Getting a new link, or resetting your password, stops the old one working.',
    none: 'You have no calendar link yet.',
    issue: 'Get a calendar link',
    issuing: 'Getting a link…',
    linkLabel: 'Your calendar link',
    copy: 'Copy link',
    copied: 'Copied',
    copyFailed: 'Could not copy: select the link and copy it yourself.',
    openInCalendar: 'Open in my calendar app',
    shownOnce:
      'This link is shown only now. Paste it into your calendar app (in Google Calendar: Other calendars, From URL).',
    activeSince: (date: string) => `Your calendar link has been working since ${date}.`,
    lostIt: 'We do not keep a copy you can see. If you have lost it, get a new link: the old one stops working.',
    reissue: 'Get a new link',
    reissueTitle: 'Get a new calendar link?',
    reissueBody:
      'The link you have now stops working at once: calendars using it stop updating until you give them the new one.',
    reissueConfirm: 'Get a new link',
    revoke: 'Stop the link',
    revokeTitle: 'Stop your calendar link?',
    revokeBody: 'Calendars using it stop updating, and the sessions already in them stay as they are.',
    revokeConfirm: 'Stop the link',
    revoked: 'Your calendar link no longer works.',
    cancel: 'Keep it',
  },
} as const;
