import type { dropdownSettings } from './club-settings-catalogue.js';

/** How a club's registers list children (the club option "Registers list children by"). */
export type RegisterOrder = (typeof dropdownSettings)['register-order']['options'][number]['value'];

interface Named {
  firstName: string;
  lastName: string;
  childId: number;
}

const compareText = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' });

/**
 * The children of a register (a run's, a camp day's, their CSVs) in the club's order: by first name then last name, or
 * by last name then first name; the child's id breaks a tie so the order never changes between loads.
 */
export function inRegisterOrder<T extends Named>(children: readonly T[], order: RegisterOrder): T[] {
  const [first, second]: ('firstName' | 'lastName')[] =
    order === 'last-name' ? ['lastName', 'firstName'] : ['firstName', 'lastName'];
  return [...children].sort(
    (a, b) =>
      compareText(`${a[first]}`, `${b[first]}`) || compareText(`${a[second]}`, `${b[second]}`) || a.childId - b.childId,
  );
}
