// Generated from packages/domain/src/api/client-home.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
export { clientHome } from './clientHome';
