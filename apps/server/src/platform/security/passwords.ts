import { hash, verify } from '@node-rs/argon2';
import { passwordLengthProblem } from '@clubroom/domain/rules';

/** Algorithm.Argon2id of @node-rs/argon2 (a const enum, which isolated modules cannot import). */
export const ARGON2ID_ALGORITHM = 2;
/** OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. */
const ARGON2ID = { algorithm: ARGON2ID_ALGORITHM, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** The bundled list of common passwords, loaded by the first new password, not by every start (0.1 CPU-s of one). */
let commonPasswords: Promise<Set<string>> | undefined;
const commonPasswordsList = () =>
  (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase())),
  ));

export const hashPassword = (password: string) => hash(password, ARGON2ID);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same time as a real check so the answer does not reveal that there is no password.
    await hash(password, ARGON2ID);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Why a new password is refused (too short, too long, or on the bundled list of common ones), or null. */
export async function passwordProblem(password: string): Promise<string | null> {
  return (
    passwordLengthProblem(password) ??
    ((await commonPasswordsList()).has(password.toLowerCase())
      ? 'That password is too common. Please choose one that is harder to guess'
      : null)
  );
}
