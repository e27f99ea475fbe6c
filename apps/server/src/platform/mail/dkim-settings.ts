import { createPrivateKey } from 'node:crypto';
import { readFileSync } from 'node:fs';

/** The DKIM settings as the environment gives them (docs/deployment.md, "The sending domain"). */
export interface DkimSettings {
  DKIM_DOMAIN?: string;
  DKIM_SELECTOR?: string;
  /** The private key in PEM; a `\n` written out stands for a line break (a one-line environment variable). */
  DKIM_PRIVATE_KEY?: string;
  DKIM_PRIVATE_KEY_FILE?: string;
}

/** What nodemailer signs each message with (its `dkim` option). */
export interface DkimOptions {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

const DKIM_SETTINGS = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY', 'DKIM_PRIVATE_KEY_FILE'] as const;

/** The key's PEM, from the variable or the file; throws when the file cannot be read. */
const keyText = (settings: DkimSettings): string | undefined =>
  settings.DKIM_PRIVATE_KEY_FILE
    ? readFileSync(settings.DKIM_PRIVATE_KEY_FILE, 'utf8')
    : settings.DKIM_PRIVATE_KEY?.replace(/\\n/g, '\n');

/**
 * What is wrong with the DKIM settings, as the setting to name and why: all or none (the domain, the selector, and
 * the key or its file, not both), and a key that parses as a private key.
 */
export function dkimIssues(settings: DkimSettings): { setting: string; message: string }[] {
  const given = DKIM_SETTINGS.filter((name) => settings[name]);
  if (given.length === 0) return [];
  const issues: { setting: string; message: string }[] = [];
  for (const name of ['DKIM_DOMAIN', 'DKIM_SELECTOR'] as const) {
    if (!settings[name]) issues.push({ setting: name, message: `is required with ${given[0]} (DKIM: all or none)` });
  }
  if (settings.DKIM_PRIVATE_KEY && settings.DKIM_PRIVATE_KEY_FILE) {
    issues.push({ setting: 'DKIM_PRIVATE_KEY', message: 'or DKIM_PRIVATE_KEY_FILE, not both' });
  } else if (!settings.DKIM_PRIVATE_KEY && !settings.DKIM_PRIVATE_KEY_FILE) {
    issues.push({ setting: 'DKIM_PRIVATE_KEY', message: `or DKIM_PRIVATE_KEY_FILE is required with ${given[0]}` });
  } else {
    const setting = settings.DKIM_PRIVATE_KEY_FILE ? 'DKIM_PRIVATE_KEY_FILE' : 'DKIM_PRIVATE_KEY';
    try {
      createPrivateKey(keyText(settings) ?? '');
    } catch {
      issues.push({ setting, message: 'must be a private key in PEM (a readable file holding one, for the _FILE)' });
    }
  }
  return issues;
}

/** nodemailer's DKIM option from settings `dkimIssues` found nothing wrong with; null when DKIM is off. */
export function dkimOptions(settings: DkimSettings): DkimOptions | null {
  const privateKey = keyText(settings);
  if (!settings.DKIM_DOMAIN || !settings.DKIM_SELECTOR || !privateKey) return null;
  return { domainName: settings.DKIM_DOMAIN, keySelector: settings.DKIM_SELECTOR, privateKey };
}
