// Generated from packages/domain/src/api/discount-codes.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { discountCodes } from './discountCodes';
export { discountCode } from './discountCode';
export { createDiscountCode } from './createDiscountCode';
export { updateDiscountCode } from './updateDiscountCode';
export { pauseDiscountCode } from './pauseDiscountCode';
export { resumeDiscountCode } from './resumeDiscountCode';
export { deleteDiscountCode } from './deleteDiscountCode';
