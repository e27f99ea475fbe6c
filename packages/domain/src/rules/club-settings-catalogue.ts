/**
 * The club settings organisers switch and choose (spec §2 "Settings toggle rows", §7 toggle setting, dropdown
 * setting, toggle feature): every key and what its value may be is written here, once, and the server refuses any
 * other key with a 400 naming the field. Values live in `club_settings` (key/value), under `setting:<key>` and
 * `dropdown:<key>`, apart from the payment-method keys of Club Settings – Payments.
 */

/** A dropdown setting offers at most this many choices (spec §9: "Dropdown settings read up to 20 row attributes"). */
export const MAX_DROPDOWN_OPTIONS = 20;

export interface DropdownSetting {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly defaultValue: string;
}

/** Dropdown settings, by key: each value one of its options. */
export const dropdownSettings = {
  'trial-sessions': {
    label: 'Trial sessions a child may take',
    options: [
      { value: '1', label: '1 session' },
      { value: '2', label: '2 sessions' },
      { value: '3', label: '3 sessions' },
    ],
    defaultValue: '1',
  },
  'register-order': {
    label: 'Registers list children by',
    options: [
      { value: 'first-name', label: 'First name' },
      { value: 'last-name', label: 'Last name' },
    ],
    defaultValue: 'first-name',
  },
} as const satisfies Record<string, DropdownSetting>;
export type DropdownSettingKey = keyof typeof dropdownSettings;
export const dropdownSettingKeys = Object.keys(dropdownSettings) as [DropdownSettingKey, ...DropdownSettingKey[]];

/** A sub-input shown under a switched-on toggle row: another switch, or a dropdown. */
export type ToggleSubInput =
  | { readonly kind: 'switch'; readonly setting: ToggleSettingKey }
  | { readonly kind: 'select'; readonly setting: DropdownSettingKey };

export interface ToggleSetting {
  readonly label: string;
  readonly description: string;
  readonly defaultValue: 0 | 1;
  /** Settings shown, and only meaningful, while this one is on. */
  readonly subInputs?: readonly ToggleSubInput[];
  /** Shown only as another setting's sub-input, not as a row of its own. */
  readonly subOnly?: true;
}

type ToggleSettingKey = 'trials' | 'trials-from-waiting-list' | 'grading-trophies';

/** Toggle settings (on/off), by key. */
export const toggleSettings: Readonly<Record<ToggleSettingKey, ToggleSetting>> = {
  trials: {
    label: 'Trial sessions',
    description: 'Families can book a trial session before booking the term.',
    defaultValue: 0,
    subInputs: [
      { kind: 'select', setting: 'trial-sessions' },
      { kind: 'switch', setting: 'trials-from-waiting-list' },
    ],
  },
  'trials-from-waiting-list': {
    label: 'Offer trials from the waiting list',
    description: 'A family on a waiting list can be offered a trial when a place frees up.',
    defaultValue: 0,
    subOnly: true,
  },
  'grading-trophies': {
    label: 'Grading trophies',
    description: 'Coaches award trophies from the register as children pass a grade.',
    defaultValue: 0,
  },
};
export const toggleSettingKeys = Object.keys(toggleSettings) as [ToggleSettingKey, ...ToggleSettingKey[]];
export type { ToggleSettingKey };

/**
 * Feature toggles (spec §7 "POST toggle feature", e.g. beta-payment-secures-booking). The one feature today is
 * Payment Secures Booking itself: its value is the club's `club_payment_settings.payment_secures_booking`, which
 * checkout reads, so it is kept there rather than twice.
 */
export const features = {
  'beta-payment-secures-booking': { label: 'Payment Secures Booking' },
} as const;
export type FeatureKey = keyof typeof features;
export const featureKeys = Object.keys(features) as [FeatureKey, ...FeatureKey[]];

/** The `club_settings` key a toggle or dropdown setting is stored under. */
export const storedSettingKey = (kind: 'setting' | 'dropdown', key: string) => `${kind}:${key}`;
