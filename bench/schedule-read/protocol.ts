/**
 * What run.ts and the server it forks (server.ts) share: the route under load and the messages on
 * their IPC channel. Kept apart from server.ts, which starts a server as soon as it is imported.
 */
export const ROUTE = '/api/v4/public/schedule/current';
/** The server runs as in production, which refuses `localhost` as its base domain. */
export const BASE_DOMAIN = 'clubroom.example';

/** The API's answer as the ceiling serves it: the plain JSON, and the compressed bytes the app sent a browser. */
export interface CeilingBody {
  body: string;
  /** The app's compressed answer (base64: the IPC channel carries JSON) and its Content-Encoding. */
  encoded: string;
  encoding: string;
}

export type ToChild =
  /** A load starts (`label` names it): the peak starts again, and the CPU profile with BENCH_CPU_PROFILE_DIR. */
  | { type: 'reset-peak'; label: string }
  /** The load ended: answers the peak (and writes the load's CPU profile). */
  | { type: 'peak' }
  | { type: 'body'; body: CeilingBody }
  /** Answers { type: 'cpu' } with the CPU time (user and system) the process has spent so far. */
  | { type: 'cpu' }
  /** Writes a heap snapshot into the directory and answers { type: 'heap-snapshot', file }. */
  | { type: 'heap-snapshot'; dir: string };
export type FromChild =
  | { type: 'ready'; port: number; setupMs: number }
  | { type: 'peak'; memory: NodeJS.MemoryUsage }
  | { type: 'cpu'; ms: number }
  | { type: 'heap-snapshot'; file: string };
