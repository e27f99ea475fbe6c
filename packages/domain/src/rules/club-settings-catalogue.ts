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
  /** What the option changes, and where. */
  readonly hint: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
  readonly defaultValue: string;
}

/**
 * Dropdown settings, by key: each value one of its options. Each acts where it says (the registers read
 * 'register-order'). Issue 23.5 removed the options that acted nowhere: trial sessions (now the booking settings'
 * trials switch), the trial count and trials from the waiting list.
 */
export const dropdownSettings = {
  'register-order': {
    label: 'Registers list children by',
    hint: 'The order of the children on every class and camp register, its print view and its CSV.',
    options: [
      { value: 'first-name', label: 'First name' },
      { value: 'last-name', label: 'Last name' },
    ],
    defaultValue: 'first-name',
  },
  'open-data': {
    label: 'Share our timetable as open data',
    hint: "Activity finders (OpenActive's aggregators) may read the sessions of your published classes from the open-data feed, /api/v4/public/open-data/scheduled-sessions. No child's or family's details are ever in it.",
    options: [
      { value: 'off', label: 'Not shared' },
      { value: 'on', label: 'Shared' },
    ],
    defaultValue: 'off',
  },
} as const satisfies Record<string, DropdownSetting>;
export type DropdownSettingKey = keyof typeof dropdownSettings;
export const dropdownSettingKeys = Object.keys(dropdownSettings) as [DropdownSettingKey, ...DropdownSettingKey[]];

export interface ToggleSetting {
  readonly label: string;
  /** What the switch changes, and where. */
  readonly hint: string;
  readonly defaultValue: 0 | 1;
}

/**
 * Toggle settings (spec §2 "Settings toggle rows", §7 "GET setting / POST toggle setting"), by key: on (1) or off (0).
 * Each acts where it says: the trophies module reads 'grading-trophies' (issue 25); booking's checkout reads
 * 'sms-booking-confirmations' (issue 24, with SMS Invoices on).
 */
export const toggleSettings = {
  'grading-trophies': {
    label: 'Grading trophies',
    hint: "Define levels and badges per class, award them from the register, and show them on each child's page.",
    defaultValue: 0,
  },
  'sms-booking-confirmations': {
    label: 'Booking confirmations by SMS',
    hint: "With SMS Invoices on (the Health Check), every booking confirmation also goes to the parent's mobile as an SMS with the link to their order. Free to your club.",
    defaultValue: 0,
  },
} as const satisfies Record<string, ToggleSetting>;
export type ToggleSettingKey = keyof typeof toggleSettings;
export const toggleSettingKeys = Object.keys(toggleSettings) as [ToggleSettingKey, ...ToggleSettingKey[]];

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
