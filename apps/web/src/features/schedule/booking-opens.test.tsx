import { messages } from '@clubroom/domain/messages';
import { formatDateTime } from '@clubroom/domain/rules';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingOpens } from './booking-opens';

const t = messages.autoEnrol.openings;
const LONDON = 'Europe/London';
const opens = { membersFrom: 1_798_880_400, siblingsFrom: 1_799_053_200, everyoneFrom: 1_799_226_000 };

describe("a term's priority windows on its public pages", () => {
  it('says when booking opens for members, their siblings and everyone, in the club’s time', () => {
    render(<BookingOpens opens={opens} timeZone={LONDON} />);
    expect(screen.getByRole('heading', { name: t.publicTitle })).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      t.publicMembers(formatDateTime(opens.membersFrom, LONDON)),
      t.publicSiblings(formatDateTime(opens.siblingsFrom, LONDON)),
      t.publicEveryone(formatDateTime(opens.everyoneFrom, LONDON)),
    ]);
  });

  it('says nothing once everyone may book', () => {
    const { container } = render(<BookingOpens opens={null} timeZone={LONDON} />);
    expect(container.textContent).toBe('');
  });
});
