// The server-process helpers live with the server's test support, which the process tests share.
export { freePort, stopProcess, waitForHealth } from '../../apps/server/src/test-support/server-process.js';
