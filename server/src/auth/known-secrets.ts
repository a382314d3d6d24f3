// Every long, secret-looking value that has ever been written in this repository: a secret
// anyone can read here signs nobody's tokens. server/test/secret-scan.test.ts scans the tracked
// files and fails when one not listed here appears, so a new literal is listed (and refused) in
// the same commit that adds it. Some are not secrets (demo wallet addresses, a 1-pixel PNG),
// but each is long enough to be pasted into JWT_SECRET, so each is refused there too.
export const KNOWN_SECRETS: readonly string[] = [
  // docker-compose.yml's old fallback JWT_SECRET
  'change-me-to-a-long-random-secret-of-32-chars',
  // the server tests' old fixed JWT_SECRET
  'nimbus-test-jwt-secret-of-more-than-32-chars',
  // demo payment details (server/src/db/seed.ts)
  'TQ4pXk5w3v9sCmY7bJ2nR8dLh6fGz1aEuV',
  'bc1q9h7garjr2l5k3x8v0wz6m4n2c5t8y7u3e4q6p0',
  '0x5A3c9F1e7B2d4C6a8E0f1B3d5C7e9A1b3D5f7E9a',
  // a 1x1 PNG receipt (server/src/db/volume.ts)
  '89504e470d0a1a0a0000000d49484452000000010000000108020000009077533de0000000c4944415478da63f8ffff3f0005fe02fea7356d6f0000000049454e44ae426082',
];
