// Generated from packages/domain/src/api/trophies.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { trophiesApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  trophies: api.trophies.response,
  addTrophy: api.addTrophy.response,
  updateTrophy: api.updateTrophy.response,
  removeTrophy: api.removeTrophy.response,
  uploadTrophyImage: api.uploadTrophyImage.response,
  removeTrophyImage: api.removeTrophyImage.response,
  runTrophies: api.runTrophies.response,
  awardTrophy: api.awardTrophy.response,
  undoAward: api.undoAward.response,
  markMoveUp: api.markMoveUp.response,
  childTrophies: api.childTrophies.response,
};
