import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AUTH_MESSAGES as M } from '../../../shared/auth/auth-messages';

// OWASP Password Storage Cheat Sheet: argon2id, m=19456 KiB, t=2, p=1.
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** False for a wrong password or a malformed hash; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Spends the time of one verification when there is no user, so unknown e-mails are not faster. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword('dummy-password-for-constant-time');
  await verifyPassword(await dummyHash, password);
  return false;
}

/** Reasons a new password is too weak (empty = acceptable), in the wording the UI shows. */
export function checkPasswordStrength(password: string, email: string): string[] {
  const reasons: string[] = [];
  if (password.length < 8) reasons.push(M.weakLength);
  if (COMMON_PASSWORDS.has(password.toLowerCase())) reasons.push(M.weakCommon);
  const localPart = email.split('@')[0]?.trim().toLowerCase() ?? '';
  if (localPart.length >= 3 && password.toLowerCase().includes(localPart)) {
    reasons.push(M.weakContainsEmail);
  }
  return reasons;
}
