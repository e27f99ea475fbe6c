/** Grading trophies (issue 25): levels and badges per activity, awarded from the register. */
export const trophiesMessages = {
  trophies: {
    badColour: 'must be a colour of 6 hex digits, such as 1d4ed8',
    inUse: (count: number) =>
      `This trophy is held by ${count === 1 ? '1 child' : `${count} children`}: it stays in their history, so it cannot be removed.`,
    nameTaken: 'This class already has a trophy of that name.',
    notForThisClass: "This trophy is not one of this class's levels or badges.",
    /** The settings page (/cms/settings/trophies). */
    title: 'Grading trophies',
    intro:
      'Define the levels and badges of each class, in order. Coaches award them from the register; families see them on their child’s page and get an email with a certificate.',
    switchedOff: 'Grading trophies are switched off. Switch them on in Options to define and award them.',
    toOptions: 'Go to Options',
    loadFailed: "We couldn't load your trophies.",
    none: 'No trophies yet. Add the first level or badge of a class below.',
    noActivities: 'Add a class to a term first: trophies are defined per class.',
    activity: 'Class',
    name: 'Name',
    position: 'Order',
    colour: 'Colour',
    add: 'Add trophy',
    save: 'Save',
    editButton: 'Edit',
    removeButton: 'Remove',
    edit: (name: string) => `Edit ${name}`,
    cancel: 'Cancel',
    remove: (name: string) => `Remove ${name}`,
    confirmRemove: (name: string) => `Remove the trophy “${name}”? Nobody holds it yet.`,
    held: (count: number) => (count === 1 ? 'held by 1 child' : `held by ${count} children`),
    saveFailed: "We couldn't save the trophy.",
    /** The register. */
    registerTitle: 'Trophies',
    award: (trophy: string, child: string) => `Award ${trophy} to ${child}`,
    awarded: (trophy: string, child: string) => `${trophy} awarded to ${child}.`,
    undo: 'Undo',
    undone: (trophy: string, child: string) => `${trophy} taken back from ${child}.`,
    holds: (child: string) => `${child}'s trophies`,
    noTrophiesForClass: 'This class has no trophies yet: an organiser defines them in Settings, Grading trophies.',
    awardFailed: (child: string) => `We couldn't award ${child}'s trophy. Please try again.`,
    readyToMoveUp: 'Ready to move up',
    readyToMoveUpOf: (child: string) => `Ready to move up (${child})`,
    nextLevelRun: (className: string, termName: string, venueName: string) =>
      `Suggested next term: ${className}, ${termName}, ${venueName}`,
    noNextLevelRun: 'No class of the next level is in a later term yet.',
    moveUpFailed: (child: string) => `We couldn't save ${child}'s move up. Please try again.`,
    /** The child's page. */
    childTitle: 'Trophies',
    childNone: (firstName: string) => `${firstName} has no trophies yet.`,
    childLoadFailed: "We couldn't load the trophies.",
    certificate: (trophy: string) => `Certificate for ${trophy} (PDF)`,
    awardedOn: (date: string) => `Awarded ${date}`,
    /** The email and the certificate. */
    email: {
      subject: (firstName: string, trophy: string) => `${firstName} has earned ${trophy}!`,
      intro: (parentFirstName: string) => `Dear ${parentFirstName},`,
      body: (childFirstName: string, trophy: string, activity: string, clubName: string) =>
        `Congratulations! ${childFirstName} has been awarded ${trophy} in ${activity} at ${clubName}.`,
      link: "See it on your child's page, with a certificate to print",
    },
    certificateText: {
      heading: 'Certificate of Achievement',
      presentedTo: 'This is to certify that',
      achieved: (trophy: string, activity: string) => `has been awarded ${trophy} in ${activity}`,
      on: (date: string) => `on ${date}`,
    },
  },
} as const;
