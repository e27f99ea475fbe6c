// Generated from packages/domain/src/api/platform.ts by apps/web/api-routes-plugin.ts whenever the
// app is built or served: do not edit.
import { platformApi as api } from '@clubroom/domain/api';

export const responseSchemas = {
  health: api.health.response,
  timeZones: api.timeZones.response,
  botCheckChallenge: api.botCheckChallenge.response,
  devMailbox: api.devMailbox.response,
  devSmsOutbox: api.devSmsOutbox.response,
};
