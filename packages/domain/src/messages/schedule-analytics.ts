const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** The schedule's analytics: the report page (/cms/reports/schedule), the club home's card, the privacy notice. */
export const scheduleAnalyticsMessages = {
  scheduleAnalytics: {
    navLink: 'Schedule visits',
    title: 'Schedule visits',
    intro:
      'How families use your schedule page: views, the filters they use, and each class from its Info & Booking link to places booked. Counted without cookies and without recording who anyone is.',
    loadFailed: "We couldn't load the schedule's visits.",
    period: { legend: 'Days', from: 'From', to: 'To', show: 'Show', fromAfterTo: 'From must not be after To.' },
    figures: {
      views: 'Schedule views',
      visitors: 'Visitors',
      filterUses: 'Filters used',
      clicks: 'Info & Booking clicks',
      bookings: 'Places booked',
    },
    chart: {
      title: 'Views, clicks and places booked by day',
      /** The chart's text alternative: the table below it has every figure. */
      summary: (views: number, clicks: number, bookings: number, days: number) =>
        `Over ${plural(days, 'day', 'days')}: ${plural(views, 'schedule view', 'schedule views')}, ${plural(clicks, 'Info & Booking click', 'Info & Booking clicks')}, ${plural(bookings, 'place booked', 'places booked')}. The table below lists each day.`,
      /** The chart's two lines of views: the schedule page's, and the embedded schedule's. */
      pageViews: 'Views of your schedule page',
      embedViews: 'Views on your website',
      tableCaption: 'Each day',
      date: 'Day',
    },
    sources: {
      title: 'Where families saw your schedule',
      source: 'Seen on',
      names: { page: 'Your schedule page', embed: 'Your website (the embedded schedule)' },
    },
    filters: {
      title: 'Filters families use',
      empty: 'No filters used in these days.',
      filter: 'Filter',
      uses: 'Times used',
      names: {
        day: 'Day',
        time: 'Time of day',
        class: 'Class',
        venue: 'Venue',
        kind: 'Classes or camps',
        available: 'Only with places',
        age: 'Age',
        distance: 'Distance',
      },
    },
    funnel: {
      title: 'From Info & Booking to places booked, by class',
      empty: 'No Info & Booking clicks or places booked in these days.',
      className: 'Class',
      clicks: 'Info & Booking clicks',
      embedClicks: 'Of them, on your website',
      bookings: 'Places booked',
      camps: 'Camps',
      campName: 'Camp',
    },
    home: {
      title: 'Schedule this week',
      summary: (views: number, visitors: number) =>
        `${plural(views, 'view', 'views')} by ${plural(visitors, 'visitor', 'visitors')}`,
      funnel: (clicks: number, bookings: number) =>
        `${plural(clicks, 'Info & Booking click', 'Info & Booking clicks')}, ${plural(bookings, 'place booked', 'places booked')}`,
      more: 'See the schedule’s visits',
    },
    /** Shown on every club's privacy page, under the club's own policy: what the schedule counts, and what it never does. */
    privacy: {
      title: 'How we count visits to the schedule',
      paragraphs: [
        'The schedule page, and the schedule the club may show on its own website, count how many times they are viewed, which of their filters are used (only which filter, never what was chosen in it) and which class or camp’s Info & Booking link is followed, so the club can see how families find its classes.',
        'No cookie, local storage or other identifier is used, and nothing about who you are is kept. To count a visitor once a day, your internet address and browser name are combined with a random value that changes every day and are stored only as a one-way code; the random value and the codes are deleted the next day, so a visit cannot be linked to you or to your other visits.',
        'If your browser sends Do Not Track or Global Privacy Control, the page and the schedule on the club’s website send nothing at all.',
      ],
    },
  },
};
