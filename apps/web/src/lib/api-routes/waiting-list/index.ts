// Generated from packages/domain/src/api/waiting-list.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { joinWaitingList } from './joinWaitingList';
export { leaveWaitingList } from './leaveWaitingList';
export { runWaitingList } from './runWaitingList';
export { moveWaitingListEntry } from './moveWaitingListEntry';
export { offerWaitingListPlace } from './offerWaitingListPlace';
