/** The parent's saved cards: the Saved cards page, adding a card, and deleting one. */
export const savedCardsMessages = {
  savedCards: {
    title: 'Saved cards',
    menuLink: 'Saved cards',
    intro: 'Cards you have saved at this club, to pay with next time.',
    empty: 'You have no saved cards yet.',
    /** 'Visa ending 4242', from the provider's brand ('visa'). */
    cardName: (brand: string, last4: string) => `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending ${last4}`,
    expires: (expiry: string) => `Expires ${expiry}`,
    expired: 'Expired',
    addNew: 'Add New Payment Method',
    addTitle: 'Add a card',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    added: 'Your card has been saved.',
    delete: 'Delete',
    deleteLabel: (card: string) => `Delete ${card}`,
    deleteTitle: 'Delete card',
    deleteQuestion: (card: string) =>
      `Delete ${card}? You will not be able to pay with it again unless you add it again.`,
    deleteConfirm: 'Delete card',
    deleting: 'Deleting…',
    cardGone: 'This card is not one of your saved cards.',
    /** Deleting a card a payment plan charges: said before the parent confirms. */
    paysPlans: (plans: string) =>
      `This card pays for ${plans}. Once it is deleted, their payments will fail until you choose another card for them.`,
    chooseAnotherCard: 'Choose another card for your plans',
    backToCards: 'Back to saved cards',
  },
} as const;
