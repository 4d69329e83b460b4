import { createSecretKey } from 'node:crypto';
import { Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { MESSAGES } from '../common/guards/auth.guard.js';
import { AppConfig } from '../config/app-config.js';
import { SessionUsers } from '../users/session-users.service.js';
import type { AuthUser } from './auth-user.js';
import { issuedBeforePasswordChange } from './password-cutoff.js';

export interface JwtPayload {
  sub: number;
  role: string;
  /** Issued at, epoch seconds: added by @nestjs/jwt (jsonwebtoken) to every token it signs. */
  iat?: number;
}

/**
 * Checks the signature (HS256 only, so `alg: none` and other keys fail) and the expiry, then
 * finds the user (SessionUsers keeps them in memory until any account changes): a deactivated or
 * deleted account stops working on its next request, and a token issued before the user last set
 * a password is refused as an expired session.
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(
    config: AppConfig,
    private readonly users: SessionUsers,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // The key made once: given the secret as text, jsonwebtoken tries to read it as a public key
      // on every request first, and that failed attempt was 6% of a signed-in request's time. It
      // takes a KeyObject as it is (passport-jwt's types know only text and Buffers).
      secretOrKey: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) as unknown as Buffer,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(payload: JwtPayload): Promise<AuthUser | false> {
    const user = await this.users.find(Number(payload.sub));
    if (!user || !user.active) return false;
    if (issuedBeforePasswordChange(payload.iat, user.passwordChangedAt)) throw new UnauthorizedException(MESSAGES.badToken);
    return { id: user.id, role: user.role, fullName: user.fullName, email: user.email, mobile: user.mobile, language: user.language };
  }
}
