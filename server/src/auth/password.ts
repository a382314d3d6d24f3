import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id: the enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// Verifying against this keeps a login for an unknown e-mail as slow as for a known one.
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
}
