import { PickType } from '@nestjs/swagger';
import { LoginDto } from './login.dto.js';

/** DELETE /api/auth/profile: the password again, so a session left open on a shared phone cannot erase the account. */
export class DeleteAccountDto extends PickType(LoginDto, ['password'] as const) {}
