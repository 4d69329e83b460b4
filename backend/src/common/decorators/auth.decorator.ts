import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Role } from '../../users/role.js';
import { ApiErrors } from '../openapi/api-errors.decorator.js';

export const ROLES = 'roles';

/** Signed-in callers only; with roles, only those roles. */
export const Auth = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES, roles),
    ApiBearerAuth(),
    // The guard's messages (auth.guard.ts), written out: importing them would make an import cycle.
    ApiErrors({
      401:
        "No token ('Please log in to continue.'), an invalid, expired or ended session ('Your session has expired or is not valid. " +
        "Please log in again.'), or a deactivated account ('Your account is not active. Please log in again or contact us.')",
    }),
    ...(roles.length ? [ApiErrors({ 403: `Only for ${roles.join(', ')}: 'You do not have permission to do this.'` })] : []),
  );
