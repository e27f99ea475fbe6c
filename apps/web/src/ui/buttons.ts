/** Class names for buttons and links that look like buttons, in the club's primary colour. */
export const primaryButton =
  'inline-flex items-center justify-center rounded-md bg-primary px-4 py-2 font-semibold text-on-primary hover:opacity-90 disabled:opacity-50';
export const secondaryButton =
  'inline-flex items-center justify-center rounded-md border border-gray-400 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50 disabled:opacity-50';
export const textButton = 'font-medium text-gray-900 underline underline-offset-2 hover:no-underline';
export const dangerButton =
  'inline-flex items-center justify-center rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-50';
