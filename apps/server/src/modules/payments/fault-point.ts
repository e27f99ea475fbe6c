/**
 * A fault a test injects with CLUBROOM_FAULT (refused in production by config.ts): the process dies
 * on the spot, as a crash or a pulled plug would, with nothing cleaned up.
 */
export function faultPoint<F extends string>(configured: F | undefined, fault: F, when = true): void {
  if (configured === fault && when) process.kill(process.pid, 'SIGKILL');
}
