// Generated from packages/domain/src/api/waiting-list.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { waitingListApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  joinWaitingList: api.joinWaitingList.response,
  leaveWaitingList: api.leaveWaitingList.response,
  runWaitingList: api.runWaitingList.response,
  moveWaitingListEntry: api.moveWaitingListEntry.response,
  offerWaitingListPlace: api.offerWaitingListPlace.response,
};
