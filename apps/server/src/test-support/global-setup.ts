import { buildServerIfStale } from './built-server.js';

/** Once per run of the integration tests: the files that start the server as a process run the current build. */
export default function setup(): void {
  buildServerIfStale();
}
