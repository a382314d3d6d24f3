import { errors, jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '@nimbus/shared/enums';

export type TokenClaims = { userId: number; role: Role; version: number; exp: number };

export type TokenService = {
  issue(user: { id: number; role: Role; tokenVersion: number }): Promise<string>;
  /** The claims of a valid token, or null for a missing, malformed, forged or expired one. */
  verify(token: string): Promise<TokenClaims | null>;
};

export function createTokenService(secret: Uint8Array, ttlSeconds: number, now = () => Date.now()): TokenService {
  return {
    async issue(user) {
      const issuedAt = Math.floor(now() / 1000);
      return new SignJWT({ role: user.role, ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        const role = payload.role as Role;
        const version = payload.ver;
        if (!Number.isInteger(userId) || !ROLES.includes(role) || typeof version !== 'number' || !payload.exp) {
          return null;
        }
        return { userId, role, version, exp: payload.exp };
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
