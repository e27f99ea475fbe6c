import type { ClubDefinition } from './club-definition.js';

/** The demo club's own terms and privacy policy, as a small club would write them (plain text, blank-line paragraphs). */
export const demoPolicies: NonNullable<ClubDefinition['policies']> = {
  'terms-and-conditions': `Little Legends Sports Club – booking terms and conditions

1. Booking. A place is yours once your booking is confirmed by email. Term places are paid in full when booking, or monthly where a class offers a payment plan.

2. Joining late. If you join after a term has started you pay only for the sessions left.

3. Cancelling. You may cancel a term place up to 7 days before its first session for a full refund. After that, places are not refundable, but we will always try to offer a place in another class.

4. Sessions we cancel. If we cancel a session (for weather or a venue closure) we will offer a catch-up session or refund that session.

5. Medical information. Please tell us about any medical condition, allergy or additional need so our coaches can keep your child safe, and keep your emergency contacts up to date.

6. Collection. Children must be collected promptly at the end of each session by a parent or a named emergency contact.`,
  privacy: `Little Legends Sports Club – privacy policy

We collect the details you give us when you book (your name, email address, phone number, and your children's names, dates of birth, medical and allergy notes and emergency contacts) so that we can run our classes and camps safely and contact you about your bookings.

Medical and additional-needs information is only shown to our club staff, and only kept with your consent.

We never sell your details. Card payments are handled by our payment provider; we never see or store your full card number.

You can ask us for a copy of the information we hold about you, or ask us to correct or delete it, at any time by emailing hello@littlelegends.example.`,
};
