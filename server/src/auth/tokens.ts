import { errors, jwtVerify, SignJWT } from 'jose';
import { ROLES, type Role } from '@nimbus/shared/enums';

/** `sessionId` is the `sid` claim: the sessions row the token was minted from (absent on tokens issued before sessions existed). */
export type TokenClaims = { userId: number; role: Role; version: number; exp: number; sessionId: number | null };

export type TokenSubject = { id: number; role: Role; tokenVersion: number };

export type TokenService = {
  /** A signed access token; `ttlSeconds` overrides the service's default lifetime. */
  issue(user: TokenSubject, options?: { sessionId?: number; ttlSeconds?: number }): Promise<string>;
  /** The claims of a valid token, or null for a missing, malformed, forged or expired one. */
  verify(token: string): Promise<TokenClaims | null>;
};

// A token's signature and claims never change, so one checked is remembered (ADR 020): a busy
// client's every call skips the HMAC, which jose runs through WebCrypto's thread pool. Expiry is
// still checked on every use; the map starts again past its cap.
const VERIFIED_CAP = 20_000;

export function createTokenService(secret: Uint8Array, ttlSeconds: number, now = () => Date.now()): TokenService {
  const verified = new Map<string, TokenClaims>();
  const check = async (token: string): Promise<TokenClaims | null> => {
    const known = verified.get(token);
    if (known) return known.exp * 1000 > now() ? known : null;
    const claims = await verifySigned(token, secret, now);
    if (claims) {
      if (verified.size >= VERIFIED_CAP) verified.clear();
      verified.set(token, claims);
    }
    return claims;
  };
  return {
    async issue(user, options = {}) {
      const issuedAt = Math.floor(now() / 1000);
      const claims = { role: user.role, ver: user.tokenVersion, ...(options.sessionId === undefined ? {} : { sid: options.sessionId }) };
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(user.id))
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + (options.ttlSeconds ?? ttlSeconds))
        .sign(secret);
    },
    verify: check,
  };
}

async function verifySigned(token: string, secret: Uint8Array, now: () => number): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: ['HS256'],
      currentDate: new Date(now()),
    });
    const userId = Number(payload.sub);
    const role = payload.role as Role;
    const version = payload.ver;
    const sid = payload.sid;
    if (!Number.isInteger(userId) || !ROLES.includes(role) || typeof version !== 'number' || !payload.exp) {
      return null;
    }
    if (sid !== undefined && !Number.isInteger(sid)) return null;
    return Object.freeze({ userId, role, version, exp: payload.exp, sessionId: typeof sid === 'number' ? sid : null });
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
