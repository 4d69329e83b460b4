import { ForbiddenException, UnauthorizedException, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { describe, expect, it } from '@jest/globals';
import type { AuthUser } from '../../auth/auth-user.js';
import { ROLES } from '../decorators/auth.decorator.js';
import { IS_PUBLIC } from '../decorators/public.decorator.js';
import { AuthGuard, MESSAGES } from './auth.guard.js';

function context(meta: Record<string, unknown>, req: { headers: Record<string, string>; user?: AuthUser }): ExecutionContext {
  const handler = () => undefined;
  Reflect.defineMetadata(IS_PUBLIC, meta[IS_PUBLIC], handler);
  Reflect.defineMetadata(ROLES, meta[ROLES], handler);
  return {
    getHandler: () => handler,
    getClass: () => class {},
    switchToHttp: () => ({ getRequest: () => req, getResponse: () => ({}) }),
  } as unknown as ExecutionContext;
}

/** The passport step replaced by a stand-in that "finds" the given user, or none. */
function guardFinding(user: AuthUser | undefined, info?: Error) {
  const guard = new AuthGuard(new Reflector());
  Object.getPrototypeOf(Object.getPrototypeOf(guard)).canActivate = async function (this: AuthGuard, ctx: ExecutionContext) {
    const req = ctx.switchToHttp().getRequest<{ user?: AuthUser }>();
    req.user = this.handleRequest(null, user as AuthUser, info);
    return true;
  };
  return guard;
}

const customer: AuthUser = { id: 1, role: 'customer', fullName: 'C', email: 'c@x.in', mobile: '9876543210', language: 'en' };
const admin: AuthUser = { ...customer, id: 2, role: 'admin' };

describe(AuthGuard.name, () => {
  it('denies by default when no token was sent', async () => {
    const guard = guardFinding(undefined, new Error('No auth token'));
    await expect(guard.canActivate(context({}, { headers: {} }))).rejects.toThrow(new UnauthorizedException(MESSAGES.noToken));
  });

  it('lets anyone through a @Public() route, without a token', async () => {
    const guard = guardFinding(undefined, new Error('No auth token'));
    await expect(guard.canActivate(context({ [IS_PUBLIC]: true }, { headers: {} }))).resolves.toBe(true);
  });

  it('ignores a stale token on a public route instead of failing', async () => {
    const guard = guardFinding(undefined, new Error('jwt expired'));
    const req: { headers: Record<string, string>; user?: AuthUser } = { headers: { authorization: 'Bearer stale' } };
    await expect(guard.canActivate(context({ [IS_PUBLIC]: true }, req))).resolves.toBe(true);
    expect(req.user).toBeUndefined();
  });

  it('says the session is invalid for a bad or expired token', async () => {
    const guard = guardFinding(undefined, new Error('jwt expired'));
    await expect(guard.canActivate(context({}, { headers: { authorization: 'Bearer x' } }))).rejects.toThrow(MESSAGES.badToken);
  });

  it('says the account is not active when the token is fine but the user is not', async () => {
    const guard = guardFinding(undefined, undefined);
    await expect(guard.canActivate(context({}, { headers: { authorization: 'Bearer x' } }))).rejects.toThrow(MESSAGES.inactive);
  });

  it('checks roles after the token: the wrong role is 403', async () => {
    const guard = guardFinding(customer);
    await expect(guard.canActivate(context({ [ROLES]: ['admin'] }, { headers: {} }))).rejects.toThrow(
      new ForbiddenException(MESSAGES.forbidden),
    );
  });

  it('lets the right role, or any signed-in user when no role is named, through', async () => {
    await expect(guardFinding(admin).canActivate(context({ [ROLES]: ['admin'] }, { headers: {} }))).resolves.toBe(true);
    await expect(guardFinding(customer).canActivate(context({ [ROLES]: [] }, { headers: {} }))).resolves.toBe(true);
  });
});
