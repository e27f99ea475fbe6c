import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface AppServer {
  port: number;
  /** `http://demo.localhost:PORT` for a club, `http://localhost:PORT` for the platform. */
  url(subdomain?: string | null, pathname?: string): string;
  stop(): Promise<void>;
}

/**
 * Starts the real server as a newcomer would run it (`npm start` minus the build, which the
 * e2e script does once): embedded PGlite in a fresh data folder, demo seeded, on a free port.
 */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clubroom-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error(`server did not answer in 90 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    port,
    url: (subdomain = 'demo', pathname = '/') =>
      `http://${subdomain ? `${subdomain}.` : ''}localhost:${port}${pathname}`,
    async stop() {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
