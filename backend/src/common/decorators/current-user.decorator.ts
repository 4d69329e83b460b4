import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AuthUser } from '../../auth/auth-user.js';

/** The signed-in user the guard put on the request. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): AuthUser => ctx.switchToHttp().getRequest<{ user: AuthUser }>().user,
);
