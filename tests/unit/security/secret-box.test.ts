import { describe, expect, it } from 'vitest';
import { createSecretBox, keyIdOf, SecretBoxError } from '../../../server/security/secret-box';

const KEY_A = 'a'.repeat(64);
const KEY_B = 'b'.repeat(64);
const SECRET = 'key_live_0123456789abcdef';
const CONTEXT = 'account:1:api-key:retell';

describe('secret box (AES-256-GCM)', () => {
  it('opens what it sealed, under the same context', () => {
    const box = createSecretBox(KEY_A);
    expect(box.open(box.seal(SECRET, CONTEXT), CONTEXT)).toBe(SECRET);
  });

  it('gives different ciphertexts for two seals of one secret, neither containing it', () => {
    const box = createSecretBox(KEY_A);
    const first = box.seal(SECRET, CONTEXT);
    const second = box.seal(SECRET, CONTEXT);
    expect(first.ciphertext).not.toBe(second.ciphertext);
    for (const sealed of [first, second]) {
      expect(sealed.ciphertext).not.toContain(SECRET);
      expect(Buffer.from(sealed.ciphertext, 'base64').toString('latin1')).not.toContain(SECRET);
    }
  });

  it('stores the key id beside the ciphertext, never the key', () => {
    const sealed = createSecretBox(KEY_A).seal(SECRET, CONTEXT);
    expect(sealed.keyId).toBe(keyIdOf(KEY_A));
    expect(sealed.keyId).not.toContain(KEY_A.slice(0, 16));
  });

  it('refuses a ciphertext with any single byte changed', () => {
    const box = createSecretBox(KEY_A);
    const sealed = box.seal(SECRET, CONTEXT);
    const raw = Buffer.from(sealed.ciphertext, 'base64');
    for (let i = 0; i < raw.length; i++) {
      const tampered = Buffer.from(raw);
      tampered[i] = tampered[i]! ^ 0x01;
      const attempt = { keyId: sealed.keyId, ciphertext: tampered.toString('base64') };
      expect(() => box.open(attempt, CONTEXT)).toThrow(SecretBoxError);
    }
  });

  it('refuses another key, even one claiming the right key id', () => {
    const sealed = createSecretBox(KEY_A).seal(SECRET, CONTEXT);
    expect(() => createSecretBox(KEY_B).open(sealed, CONTEXT)).toThrow(SecretBoxError);
    const liar = { keyId: keyIdOf(KEY_B), ciphertext: sealed.ciphertext };
    expect(() => createSecretBox(KEY_B).open(liar, CONTEXT)).toThrow(SecretBoxError);
  });

  it("refuses a ciphertext moved to another account's context", () => {
    const box = createSecretBox(KEY_A);
    const sealed = box.seal(SECRET, CONTEXT);
    expect(() => box.open(sealed, 'account:2:api-key:retell')).toThrow(SecretBoxError);
  });

  it('still opens secrets sealed under a previous key after a rotation, and seals with the new one', () => {
    const old = createSecretBox(KEY_A).seal(SECRET, CONTEXT);
    const rotated = createSecretBox(KEY_B, [KEY_A]);
    expect(rotated.open(old, CONTEXT)).toBe(SECRET);
    expect(rotated.seal(SECRET, CONTEXT).keyId).toBe(keyIdOf(KEY_B));
  });
});
