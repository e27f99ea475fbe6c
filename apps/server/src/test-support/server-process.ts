import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { BUILT_SERVER, root } from './built-server.js';

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

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** What the process wrote (its last 20,000 characters), for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Starts the built server (as `npm start` runs it; the integration tests' global setup builds it when stale) in a
 * process of its own on a free port of 127.0.0.1 and waits for its `/health`. `env` comes over the caller's
 * environment: name the database there (DATABASE_URL, or DATA_DIR for PGlite). Several processes on one PostgreSQL
 * database are what production runs. `nodeOptions` go to node before the script (`--cpu-prof` to profile the server).
 * `timeoutMs` bounds the wait for `/health` (a first start on an empty folder runs initdb, the migrations and the seed).
 */
export async function startServerProcess(
  env: Record<string, string>,
  nodeOptions: string[] = [],
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeOptions, '--enable-source-maps', BUILT_SERVER], {
    cwd: root,
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  try {
    await waitForHealth(child, port, 'the server', timeoutMs);
  } catch (err) {
    throw new Error(`${(err as Error).message}:\n${output}`);
  }
  return { child, port, output: () => output, stop: () => stopProcess(child) };
}
