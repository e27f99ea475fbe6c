import { and, eq } from 'drizzle-orm';
import { bookings, children, photoPermissions, users } from '../../db/schema/index.js';

/**
 * What a register (a run's, or a camp day's) reads of each booked child and their parent: select
 * these from bookings joined to the child, the parent (users) and, with `photoAnswerOfBooking`,
 * the parent's answer to the club's photo question.
 */
export const registerChildColumns = {
  childId: children.id,
  firstName: children.firstName,
  lastName: children.lastName,
  dateOfBirth: children.dateOfBirth,
  medicalNotes: children.medicalNotes,
  allergyNotes: children.allergyNotes,
  specialNeeds: children.specialNeeds,
  parentFirstName: users.firstName,
  parentLastName: users.lastName,
  parentMobile: users.mobile,
  photoAllowed: photoPermissions.allowed,
};

/** Left-joins the photo answer the booked child's parent gave the booking's club. */
export const photoAnswerOfBooking = and(
  eq(photoPermissions.clubId, bookings.clubId),
  eq(photoPermissions.childId, children.id),
);
