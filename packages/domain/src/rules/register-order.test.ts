import { describe, expect, it } from 'vitest';
import { inRegisterOrder } from './register-order.js';

const children = [
  { childId: 3, firstName: 'Zoe', lastName: 'Adams' },
  { childId: 1, firstName: 'arjun', lastName: 'Brown' },
  { childId: 2, firstName: 'Arjun', lastName: 'Brown' },
  { childId: 4, firstName: 'Maya', lastName: 'brown' },
];

describe('inRegisterOrder', () => {
  it('lists by first name, then last name, ignoring case; the id breaks a tie', () => {
    expect(inRegisterOrder(children, 'first-name').map((c) => c.childId)).toEqual([1, 2, 4, 3]);
  });
  it('lists by last name, then first name', () => {
    expect(inRegisterOrder(children, 'last-name').map((c) => c.childId)).toEqual([3, 1, 2, 4]);
  });
  it('leaves the list it was given as it was', () => {
    inRegisterOrder(children, 'last-name');
    expect(children[0].childId).toBe(3);
  });
});
