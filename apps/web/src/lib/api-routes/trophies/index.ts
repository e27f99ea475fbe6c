// Generated from packages/domain/src/api/trophies.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { trophies } from './trophies';
export { addTrophy } from './addTrophy';
export { updateTrophy } from './updateTrophy';
export { removeTrophy } from './removeTrophy';
export { uploadTrophyImage } from './uploadTrophyImage';
export { removeTrophyImage } from './removeTrophyImage';
export { trophyImage } from './trophyImage';
export { runTrophies } from './runTrophies';
export { awardTrophy } from './awardTrophy';
export { undoAward } from './undoAward';
export { markMoveUp } from './markMoveUp';
export { childTrophies } from './childTrophies';
export { trophyCertificate } from './trophyCertificate';
