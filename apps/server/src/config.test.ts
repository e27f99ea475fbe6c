import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BUILT_SERVER } from './test-support/built-server.js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

/** Everything a production start needs (docs/deployment.md). */
const PRODUCTION = {
  NODE_ENV: 'production',
  APP_BASE_DOMAIN: 'clubs.example',
  SMTP_URL: 'smtp://mail.example:587',
  BOT_CHECK_SECRET: 's'.repeat(32),
};

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    return (error as Error).message.split('\n').slice(1);
  }
};

describe('a production configuration', () => {
  it('starts with the required settings, on the embedded database as on PostgreSQL', () => {
    expect(loadConfig(PRODUCTION)).toMatchObject({ NODE_ENV: 'production', APP_BASE_DOMAIN: 'clubs.example' });
    expect(loadConfig({ ...PRODUCTION, DATABASE_URL: 'postgres://db.example/clubroom' }).DATABASE_URL).toBeDefined();
  });

  it('names every missing setting in one message', () => {
    const problems = problemsOf({ NODE_ENV: 'production' });
    expect(problems.map((line) => line.trim().split(':')[0])).toEqual([
      'BOT_CHECK_SECRET',
      'APP_BASE_DOMAIN',
      'SMTP_URL',
    ]);
    expect(problems.join('\n')).toMatch(/APP_BASE_DOMAIN: must be the domain people reach the platform on/);
  });

  it.each(['localhost', 'LocalHost', 'clubs.localhost'])('refuses the base domain %s', (domain) => {
    expect(problemsOf({ ...PRODUCTION, APP_BASE_DOMAIN: domain })).toEqual([
      expect.stringMatching(/^ {2}APP_BASE_DOMAIN: /),
    ]);
  });

  it('names the production settings beside any other invalid one', () => {
    const problems = problemsOf({ NODE_ENV: 'production', PORT: 'eighty', SMTP_URL: 'not a url' });
    expect(problems.map((line) => line.trim().split(':')[0])).toEqual([
      'PORT',
      'SMTP_URL',
      'BOT_CHECK_SECRET',
      'APP_BASE_DOMAIN',
    ]);
  });

  it('refuses to leave the jobs unrun on the embedded database, where no other process can run them', () => {
    expect(problemsOf({ ...PRODUCTION, JOBS_WORKER: 'false' })).toEqual([expect.stringMatching(/^ {2}JOBS_WORKER: /)]);
    expect(problemsOf({ ...PRODUCTION, JOBS_WORKER: 'false', DATABASE_URL: 'postgres://db.example/c' })).toEqual([]);
  });

  it('asks none of this outside production', () => {
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
    expect(loadConfig({}).APP_BASE_DOMAIN).toBe('localhost');
  });

  it('trusts only a proxy on this machine unless told otherwise', () => {
    expect(loadConfig(PRODUCTION).TRUST_PROXY).toBe('loopback');
  });

  it('keeps 10 connections to PostgreSQL per process unless told, and refuses a pool of none', () => {
    expect(loadConfig({}).DATABASE_POOL_SIZE).toBe(5);
    expect(loadConfig({ DATABASE_POOL_SIZE: '24' }).DATABASE_POOL_SIZE).toBe(24);
    expect(problemsOf({ DATABASE_POOL_SIZE: '1' })).toEqual([expect.stringMatching(/^\s+DATABASE_POOL_SIZE: /)]);
  });

  it('takes a start instant for the clock outside production only, and names a malformed one', () => {
    expect(loadConfig({ CLOCK_START: '2026-10-25T00:30:00Z' }).CLOCK_START).toBe('2026-10-25T00:30:00Z');
    expect(problemsOf({ CLOCK_START: 'next Thursday' })).toEqual([expect.stringMatching(/^\s+CLOCK_START: /)]);
    expect(problemsOf({ ...PRODUCTION, CLOCK_START: '2026-10-25T00:30:00Z' })).toEqual([
      '  CLOCK_START: is for tests: never in production',
    ]);
  });

  it('takes Twilio with its token and a sender, and names what is missing; its stand-in address is for tests only', () => {
    const sid = `AC${'0'.repeat(32)}`;
    const twilio = { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: 't'.repeat(32) };
    expect(loadConfig({ ...twilio, TWILIO_FROM: '+447700900001' }).TWILIO_ACCOUNT_SID).toBe(sid);
    expect(loadConfig({ ...twilio, TWILIO_MESSAGING_SERVICE_SID: `MG${'a'.repeat(32)}` })).toBeDefined();
    expect(problemsOf({ TWILIO_ACCOUNT_SID: sid })).toEqual([
      '  TWILIO_AUTH_TOKEN: is required with TWILIO_ACCOUNT_SID',
      '  TWILIO_FROM: or TWILIO_MESSAGING_SERVICE_SID is required with TWILIO_ACCOUNT_SID',
    ]);
    expect(problemsOf({ ...twilio, TWILIO_FROM: '+447700900001', TWILIO_ACCOUNT_SID: 'sid-0001' })).toEqual([
      expect.stringMatching(/^\s+TWILIO_ACCOUNT_SID: must be a Twilio account SID/),
    ]);
    expect(problemsOf({ ...PRODUCTION, TWILIO_API_URL: 'http://127.0.0.1:4010' })).toEqual([
      '  TWILIO_API_URL: is for tests: never in production',
    ]);
  });
});

describe('DKIM settings', () => {
  const pem = generateKeyPairSync('rsa', { modulusLength: 1024 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString();
  const named = { DKIM_DOMAIN: 'clubs.example', DKIM_SELECTOR: 'mail2026' };

  it('are off unless set', () => {
    expect(loadConfig({}).dkim).toBeNull();
  });

  it('take the key as the value (line breaks written out as \\n, as one line) or from a file', () => {
    const expected = { domainName: 'clubs.example', keySelector: 'mail2026', privateKey: pem };
    expect(loadConfig({ ...named, DKIM_PRIVATE_KEY: pem }).dkim).toEqual(expected);
    expect(loadConfig({ ...named, DKIM_PRIVATE_KEY: pem.replace(/\n/g, '\\n') }).dkim).toEqual(expected);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'dkim-')), 'private.pem');
    writeFileSync(file, pem);
    expect(loadConfig({ ...named, DKIM_PRIVATE_KEY_FILE: file }).dkim).toEqual(expected);
  });

  it('are all or none, and name each one missing', () => {
    expect(problemsOf({ DKIM_DOMAIN: 'clubs.example' })).toEqual([
      '  DKIM_SELECTOR: is required with DKIM_DOMAIN (DKIM: all or none)',
      '  DKIM_PRIVATE_KEY: or DKIM_PRIVATE_KEY_FILE is required with DKIM_DOMAIN',
    ]);
    expect(problemsOf({ DKIM_PRIVATE_KEY: pem })).toEqual([
      '  DKIM_DOMAIN: is required with DKIM_PRIVATE_KEY (DKIM: all or none)',
      '  DKIM_SELECTOR: is required with DKIM_PRIVATE_KEY (DKIM: all or none)',
    ]);
    expect(problemsOf({ ...named, DKIM_PRIVATE_KEY: pem, DKIM_PRIVATE_KEY_FILE: '/etc/dkim.pem' })).toEqual([
      '  DKIM_PRIVATE_KEY: or DKIM_PRIVATE_KEY_FILE, not both',
    ]);
  });

  it('refuse a key that does not parse, a file that cannot be read, and a malformed domain or selector', () => {
    expect(problemsOf({ ...named, DKIM_PRIVATE_KEY: 'not a key' })).toEqual([
      expect.stringMatching(/^ {2}DKIM_PRIVATE_KEY: must be a private key in PEM/),
    ]);
    expect(problemsOf({ ...named, DKIM_PRIVATE_KEY_FILE: '/no/such/dkim.pem' })).toEqual([
      expect.stringMatching(/^ {2}DKIM_PRIVATE_KEY_FILE: must be a private key in PEM/),
    ]);
    expect(problemsOf({ DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 'a.b', DKIM_PRIVATE_KEY: pem })).toEqual([
      '  DKIM_DOMAIN: must be a domain name',
      '  DKIM_SELECTOR: must be a DNS label (letters, digits, hyphens)',
    ]);
  });
});

describe('the email events secret', () => {
  it('is optional, and at least 32 characters when set', () => {
    expect(loadConfig({}).EMAIL_EVENTS_SECRET).toBeUndefined();
    // Email opens are counted only once switched on (docs/messaging.md, "Email opens").
    expect(loadConfig({}).EMAIL_OPEN_TRACKING).toBe(false);
    expect(loadConfig({ EMAIL_OPEN_TRACKING: 'true' }).EMAIL_OPEN_TRACKING).toBe(true);
    expect(problemsOf({ EMAIL_EVENTS_SECRET: 'short' })).toEqual([
      '  EMAIL_EVENTS_SECRET: must be at least 32 characters',
    ]);
  });
});

describe('npm start with a bad production configuration', () => {
  it('exits 1 with the one message, naming each setting, and no stack trace', async () => {
    // The built server (built when stale by the tests' global setup), as `npm start` runs it. '' unsets a variable
    // (config.ts ignores empty ones), so the developer's own settings do not leak in.
    const child = spawn(process.execPath, ['--enable-source-maps', BUILT_SERVER], {
      env: { ...process.env, NODE_ENV: 'production', BOT_CHECK_SECRET: '', APP_BASE_DOMAIN: '', SMTP_URL: '' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(output).toContain('Invalid configuration:');
    for (const setting of ['BOT_CHECK_SECRET', 'APP_BASE_DOMAIN', 'SMTP_URL'])
      expect(output).toContain(`  ${setting}: `);
    expect(output).not.toMatch(/\n\s+at /);
  });
});
