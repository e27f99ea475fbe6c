// Generated from packages/domain/src/api/discount-codes.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { discountCodesApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  discountCodes: api.discountCodes.response,
  discountCode: api.discountCode.response,
  createDiscountCode: api.createDiscountCode.response,
  updateDiscountCode: api.updateDiscountCode.response,
  pauseDiscountCode: api.pauseDiscountCode.response,
  resumeDiscountCode: api.resumeDiscountCode.response,
  deleteDiscountCode: api.deleteDiscountCode.response,
};
