// Generated from packages/domain/src/api/credit.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { familyCredit } from './familyCredit';
