// Generated from packages/domain/src/api/terms-of-use.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { latestContract } from './latestContract';
export { latestContractSummary } from './latestContractSummary';
export { acceptContract } from './acceptContract';
export { acceptContractForm } from './acceptContractForm';
