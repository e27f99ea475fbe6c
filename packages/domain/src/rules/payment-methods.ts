/**
 * The payment methods a club may say it accepts besides paying online (Club Settings – Payments;
 * spec §3 "Payment settings: key/value map; descriptors with title_setting and inputs"). Each
 * method is switched on by its `title_setting` ('1' on, '0' off) and may take details (`inputs`)
 * parents are shown. Values are kept in `club_settings` under these keys, all prefixed
 * `payment-method:` so they stay apart from other settings kept there.
 */
export type PaymentInputType = 'text' | 'select';

export interface PaymentSettingInput {
  setting: string;
  label: string;
  input_type: PaymentInputType;
  /** A select's choices. */
  options?: readonly string[];
  /** What a text value must look like, and the words when it does not. */
  pattern?: { regex: RegExp; message: string };
}

export interface PaymentSettingDescriptor {
  title_setting: string;
  title: string;
  /** What parents are told about this method. */
  description: string;
  inputs: readonly PaymentSettingInput[];
}

export const PAYMENT_SETTING_PREFIX = 'payment-method:';
/** A text detail's longest value. */
export const PAYMENT_SETTING_TEXT_MAX = 200;

export const childcareVoucherProviders = [
  'Edenred',
  'Sodexo',
  'Computershare',
  'Fideliti',
  'Kiddivouchers',
  'Tax-Free Childcare',
  'Other',
] as const;

export const paymentSettingDescriptors: readonly PaymentSettingDescriptor[] = [
  {
    title_setting: 'payment-method:card',
    title: 'Card',
    description: 'Pay online by card when you book.',
    inputs: [],
  },
  {
    title_setting: 'payment-method:bank-transfer',
    title: 'Bank transfer',
    description: 'Pay by bank transfer, using your order reference.',
    inputs: [
      { setting: 'payment-method:bank-transfer:account-name', label: 'Account name', input_type: 'text' },
      {
        setting: 'payment-method:bank-transfer:sort-code',
        label: 'Sort code',
        input_type: 'text',
        pattern: { regex: /^\d{2}-?\d{2}-?\d{2}$/, message: 'must be a sort code of six digits, such as 12-34-56' },
      },
      {
        setting: 'payment-method:bank-transfer:account-number',
        label: 'Account number',
        input_type: 'text',
        pattern: { regex: /^\d{8}$/, message: 'must be an account number of eight digits' },
      },
    ],
  },
  {
    title_setting: 'payment-method:cash',
    title: 'Cash',
    description: 'Pay in cash at the club.',
    inputs: [],
  },
  {
    title_setting: 'payment-method:cheque',
    title: 'Cheque',
    description: 'Pay by cheque.',
    inputs: [{ setting: 'payment-method:cheque:payable-to', label: 'Cheques payable to', input_type: 'text' }],
  },
  {
    title_setting: 'payment-method:childcare-vouchers',
    title: 'Childcare vouchers',
    description: 'Pay with childcare vouchers.',
    inputs: [
      {
        setting: 'payment-method:childcare-vouchers:provider',
        label: 'Voucher provider',
        input_type: 'select',
        options: childcareVoucherProviders,
      },
    ],
  },
];

type Found = { kind: 'title'; descriptor: PaymentSettingDescriptor } | { kind: 'input'; input: PaymentSettingInput };

function findSetting(setting: string): Found | null {
  for (const descriptor of paymentSettingDescriptors) {
    if (descriptor.title_setting === setting) return { kind: 'title', descriptor };
    const input = descriptor.inputs.find((i) => i.setting === setting);
    if (input) return { kind: 'input', input };
  }
  return null;
}

export const isPaymentSetting = (setting: string): boolean => findSetting(setting) !== null;

/** Why a value cannot be kept for a (known) setting, or null when it can. An empty detail clears it. */
export function paymentSettingValueProblem(setting: string, value: string): string | null {
  const found = findSetting(setting);
  if (!found) return 'is not a payment setting';
  if (found.kind === 'title') return value === '1' || value === '0' ? null : "must be '1' (on) or '0' (off)";
  const { input } = found;
  if (value === '') return null;
  if (input.input_type === 'select') {
    return input.options?.includes(value) ? null : `must be one of: ${input.options?.join(', ')}`;
  }
  if (value.length > PAYMENT_SETTING_TEXT_MAX) return `must be at most ${PAYMENT_SETTING_TEXT_MAX} characters`;
  if (input.pattern && !input.pattern.regex.test(value)) return input.pattern.message;
  return null;
}

/** A payment method switched on, as parents see it: its name, what to do, and its details given. */
export interface AcceptedPaymentMethod {
  setting: string;
  title: string;
  description: string;
  details: { label: string; value: string }[];
}

/** The methods switched on in a club's settings (key → value), in the descriptors' order: the parents' view. */
export function acceptedPaymentMethods(settings: Readonly<Record<string, string>>): AcceptedPaymentMethod[] {
  return paymentSettingDescriptors
    .filter((d) => settings[d.title_setting] === '1')
    .map((d) => ({
      setting: d.title_setting,
      title: d.title,
      description: d.description,
      details: d.inputs
        .filter((input) => (settings[input.setting] ?? '') !== '')
        .map((input) => ({ label: input.label, value: settings[input.setting] })),
    }));
}
