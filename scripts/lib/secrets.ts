import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Secrets = { JWT_SECRET: string; ENCRYPTION_KEY: string; DATABASE_APP_PASSWORD: string };

const generators: { [K in keyof Secrets]: () => string } = {
  JWT_SECRET: () => randomBytes(48).toString('base64url'),
  ENCRYPTION_KEY: () => randomBytes(32).toString('hex'),
  DATABASE_APP_PASSWORD: () => randomBytes(24).toString('base64url'),
};

/**
 * Generates the app secrets into `.data/secrets.json` on first run and reuses them after; a secret
 * added in a later version is generated beside the kept ones.
 */
export function loadOrCreateSecrets(dataDir: string): Secrets {
  const file = path.join(dataDir, 'secrets.json');
  const kept = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>) : {};
  const keys = Object.keys(generators) as (keyof Secrets)[];
  if (keys.every((key) => kept[key])) return kept as Secrets;
  const secrets = Object.fromEntries(
    keys.map((key) => [key, kept[key] || generators[key]()]),
  ) as Secrets;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
