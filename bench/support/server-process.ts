import type { ChildProcess } from 'node:child_process';
import net from 'node:net';

/** A TCP port nobody listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls the spawned server's `GET /health` until it answers 200; throws if the process exits first
 * or after `timeoutMs` (the process is then killed).
 */
export async function waitForHealth(child: ChildProcess, port: number, label: string, timeoutMs = 120_000) {
  const began = performance.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited (${child.exitCode})`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      /* not listening yet */
    }
    if (performance.now() - began > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`${label} did not answer in ${timeoutMs / 1000} s`);
    }
    await sleep(10);
  }
}

/** SIGTERM, and wait until the process has gone. */
export async function stopProcess(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}
