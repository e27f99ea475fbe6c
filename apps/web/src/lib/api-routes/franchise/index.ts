// Generated from packages/domain/src/api/franchise.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { franchiseNetworks } from './franchiseNetworks';
export { createFranchiseNetwork } from './createFranchiseNetwork';
export { franchiseNetwork } from './franchiseNetwork';
export { assignFranchiseClub } from './assignFranchiseClub';
export { setFranchiseRoyalty } from './setFranchiseRoyalty';
export { removeFranchiseClub } from './removeFranchiseClub';
export { removeFranchiseManager } from './removeFranchiseManager';
export { addFranchiseManager } from './addFranchiseManager';
export { moveFranchiseFamily } from './moveFranchiseFamily';
export { franchiseFamilyMoves } from './franchiseFamilyMoves';
export { franchiseSharedTexts } from './franchiseSharedTexts';
export { shareFranchiseText } from './shareFranchiseText';
export { deleteFranchiseText } from './deleteFranchiseText';
export { applyFranchisePolicy } from './applyFranchisePolicy';
export { clubFranchiseTemplates } from './clubFranchiseTemplates';
export { franchiseReport } from './franchiseReport';
export { franchiseReportCsv } from './franchiseReportCsv';
