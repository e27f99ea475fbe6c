import { plainIssueMessage } from '@clubroom/domain/rules';

// zod compiles object validators with `new Function` unless told not to, and probes whether it may by
// calling `Function('')` when its first object schema is built; the CSP (`script-src 'self'`) blocks
// that and the browser reports a violation. Jitless validation needs no eval and no probe.
//
// zod keeps its settings in `globalThis.__zod_globalConfig` (shared by every copy of zod on a page) and
// adopts an object already there, so setting it costs no bytes; `z.config({ jitless: true })` would
// put zod's core (4 KB gzipped) into every page's first download. main.tsx imports this first, before
// any module builds a schema; e2e/first-load.test.ts fails if a zod upgrade stops reading it.
//
// `customError` puts zod's own messages in plain words (the server does the same), so a form's
// checks say 'is required' or 'must be from 1 to 1,000' beside the field, as the server's answers do.
const zodGlobal = globalThis as {
  __zod_globalConfig?: { jitless?: boolean; customError?: typeof plainIssueMessage };
};
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true, customError: plainIssueMessage };
