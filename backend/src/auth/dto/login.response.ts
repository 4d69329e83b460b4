import { ApiProperty } from '@nestjs/swagger';
import { ROLES, type Role } from '../../users/role.js';

/** Who logged in: enough for the site to greet them and pick their pages. */
export class LoginUserResponse {
  @ApiProperty({ example: 12 })
  id: number;

  @ApiProperty({ enum: ROLES, enumName: 'Role', example: 'customer' })
  role: Role;

  @ApiProperty({ example: 'Meera Patel' })
  fullName: string;

  @ApiProperty({ example: 'meera.patel@example.in' })
  email: string;

  @ApiProperty({ type: String, nullable: true, example: '9876543210' })
  mobile: string | null;
}

export class LoginResponse {
  @ApiProperty({ example: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9…', description: 'A bearer token (JWT), good for 7 days by default' })
  token: string;

  @ApiProperty({ type: LoginUserResponse })
  user: LoginUserResponse;
}
