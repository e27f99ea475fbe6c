/**
 * What run.ts and the server it forks (server.ts) share: the route under load and the messages on
 * their IPC channel. Kept apart from server.ts, which starts a server as soon as it is imported.
 */
export const ROUTE = '/api/v4/public/schedule/current';
/** The server runs as in production, which refuses `localhost` as its base domain. */
export const BASE_DOMAIN = 'clubroom.example';

export type ToChild = { type: 'reset-peak' } | { type: 'peak' } | { type: 'body'; body: string };
export type FromChild = { type: 'ready'; port: number; setupMs: number } | { type: 'peak'; memory: NodeJS.MemoryUsage };
