import { type ExecutionContext, ForbiddenException, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard as PassportAuthGuard } from '@nestjs/passport';
import type { AuthUser } from '../../auth/auth-user.js';
import type { Role } from '../../users/role.js';
import { ROLES } from '../decorators/auth.decorator.js';
import { IS_PUBLIC } from '../decorators/public.decorator.js';

export const MESSAGES = {
  noToken: 'Please log in to continue.',
  badToken: 'Your session has expired or is not valid. Please log in again.',
  inactive: 'Your account is not active. Please log in again or contact us.',
  forbidden: 'You do not have permission to do this.',
};

/**
 * The one global guard: denies by default. `@Public()` opens a route (a valid token there still
 * identifies the caller); `@Auth(...roles)` narrows it to roles. Ownership is the services' job.
 */
@Injectable()
export class AuthGuard extends PassportAuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const req = context.switchToHttp().getRequest<{ headers: Record<string, string | undefined>; user?: AuthUser }>();
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) {
      if (req.headers.authorization) {
        try {
          await super.canActivate(context);
        } catch {
          req.user = undefined; // a public route never fails for a stale token
        }
      }
      return true;
    }
    await super.canActivate(context);
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets) ?? [];
    if (roles.length > 0 && (!req.user || !roles.includes(req.user.role))) {
      throw new ForbiddenException(MESSAGES.forbidden);
    }
    return true;
  }

  override handleRequest<T>(err: unknown, user: T, info: unknown): T {
    if (err) throw err;
    if (user) return user;
    const reason = info instanceof Error ? info.message : String(info ?? '');
    if (/no auth token/i.test(reason)) throw new UnauthorizedException(MESSAGES.noToken);
    if (!reason) throw new UnauthorizedException(MESSAGES.inactive);
    throw new UnauthorizedException(MESSAGES.badToken);
  }
}
