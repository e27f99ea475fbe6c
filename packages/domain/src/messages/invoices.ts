/** Invoices: orders waiting for payment, emailed to parents with the link to pay them. */
export const invoicesMessages = {
  invoices: {
    notPending: 'Only an order waiting for payment can be sent as an invoice.',
    email: {
      subject: (clubName: string) => `Your invoice from ${clubName}`,
      intro: (firstName: string) => `Hello ${firstName},`,
      body: (clubName: string, total: string, what: string) =>
        `${clubName} has sent you an invoice for ${total}: ${what}. Your places are held for you while it waits for payment.`,
      /** An order of the club's own lines (a custom order) holds no places: what is due, and for what. */
      due: (clubName: string, total: string, what: string) =>
        `${clubName} has sent you an invoice for ${total}: ${what}. ${total} is due: please pay it with the link below.`,
      dueLine: (description: string, amount: string) => `- ${description}: ${amount}`,
      /** Above the platform fee's line, when the club passes it on. */
      order: (amount: string) => `Order: ${amount}`,
      button: 'Pay now',
    },
    /** The invoice's SMS (the Health Check's SMS Invoices): short, with the link to pay. */
    sms: (clubName: string, total: string, payUrl: string) =>
      `${clubName}: your invoice for ${total} is ready. Pay here: ${payUrl}`,
    sendOne: 'Email invoice',
    sendTerm: (count: number) => `Email invoices to ${count === 1 ? '1 family' : `${count} families`}`,
    confirmTerm: (count: number, term: string) =>
      `Email an invoice for each of the ${count === 1 ? 'order' : `${count} orders`} of ${term} waiting for payment?`,
    sent: (count: number) => (count === 1 ? 'Invoice sent.' : `${count} invoices sent.`),
  },
} as const;
