import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import type { Role } from '../../users/role.js';

export const ROLES = 'roles';

/** Signed-in callers only; with roles, only those roles. */
export const Auth = (...roles: Role[]) =>
  applyDecorators(
    SetMetadata(ROLES, roles),
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No token, or an invalid or expired one' }),
    ...(roles.length ? [ApiForbiddenResponse({ description: `Only for ${roles.join(', ')}` })] : []),
  );
