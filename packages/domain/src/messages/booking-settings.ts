/** The club's booking settings page (/cms/settings/booking): cancelling and setup fees. */
export const bookingSettingsMessages = {
  bookingSettings: {
    title: 'Booking settings',
    hint: 'When parents may cancel online, and the setup fee new families pay.',
    intro: 'These apply to every class and camp of the club.',
    cancelHeading: 'Cancelling',
    cancelOnline: 'Parents may cancel a place online',
    cancelOnlineHint: 'Staff can always cancel a place, whatever the deadline.',
    cancelDaysBefore: 'Up to how many days before the first session',
    cancelDaysHint: '0: until the first session starts.',
    cancelDaysInvalid: 'Enter a whole number of days from 0 to 60',
    setupFeeHeading: 'Setup fee',
    setupFeeAmount: 'Setup fee amount',
    setupFeeAmountHint: 'Paid once by a family, with their first order. 0: no setup fee.',
    setupFeeMandatory: 'Every family must pay it',
    setupFeeMandatoryHint: 'Off: families who have not paid it are reminded, but may book without it.',
    holdHeading: 'Holding places',
    holdCapPerRun: 'Places of one class a family may hold at once',
    holdCapPerRunHint:
      'In their basket and in orders waiting for payment. Leave empty for as many as the family has children.',
    holdCapInvalid: 'Enter a whole number of places from 1 to 50, or leave it empty',
    amountInvalid: 'Enter an amount in pounds, such as 25 or 25.50, up to £1,000',
    save: 'Save booking settings',
    saving: 'Saving…',
    saved: 'Booking settings saved.',
    loadFailed: "We couldn't load the booking settings.",
  },
} as const;
