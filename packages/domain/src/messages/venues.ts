/** The club's venues (/cms/venues): where its classes and camps are held. */
export const venuesMessages = {
  venues: {
    title: 'Venues',
    intro: 'The places your classes and camps are held. Parents see the venue’s name and can search by distance to it.',
    empty: 'No venues yet',
    emptyHint: 'Add the places your classes and camps are held, then choose one when you add a class or camp.',
    add: 'Add a venue',
    addTitle: 'Add a venue',
    editTitle: (name: string) => `Edit ${name}`,
    edit: 'Edit',
    delete: 'Delete',
    deleting: 'Deleting…',
    cancel: 'Cancel',
    save: 'Save',
    saving: 'Saving…',
    backToVenues: 'Back to venues',
    loadFailed: 'We could not load your venues.',
    saveFailed: 'We could not save that venue. Please check the details and try again.',
    notFound: 'We could not find that venue.',
    name: 'Venue name',
    address: 'Address',
    postcode: 'Postcode',
    notes: 'Notes (parking, entrance, what to bring)',
    notLocated: 'Not found on the map: parents searching by distance will not see it.',
    usedBy: (uses: string) => `Used by ${uses}.`,
    inUseNoDelete: 'In use, so it cannot be deleted: move its classes and camps to another venue first.',
    confirmDelete: (name: string) => `Delete ${name}?`,
    confirmDeleteBody: 'The venue is removed from your list. This cannot be undone.',
    /** The venue chooser on the class and camp forms. */
    choice: {
      label: 'Venue',
      newVenue: 'A new venue…',
      chooseOne: 'Choose a venue…',
    },
    errors: {
      /** A class or camp saved without a venue. */
      venueNeeded: 'A venue is needed: choose one of your venues or add a new one',
      unknownVenue: 'must be one of your venues',
      notPostcode: 'must be a full UK postcode, such as SW1A 1AA',
      /** The 409 of deleting a venue in use, naming what uses it. */
      inUse: (name: string, uses: string) =>
        `${name} is used by ${uses}, so it cannot be deleted. Move them to another venue first.`,
    },
    /** 'Mini Movers (Winter Term)', 'the camp Easter Camp'. */
    runUse: (className: string, termName: string) => `${className} (${termName})`,
    campUse: (className: string) => `the camp ${className}`,
  },
} as const;

/** 'A', 'A and B', 'A, B and C'. */
export const listInWords = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
