import { ApiProperty } from '@nestjs/swagger';
import { ProfileResponse } from '../../users/dto/profile.response.js';
import { LoginResponse } from './login.response.js';

export class RegisterResponse {
  @ApiProperty({ example: 'Registered Successfully!' })
  message: string;

  @ApiProperty({ type: ProfileResponse, description: 'Agents and admins start inactive, awaiting an admin' })
  user: ProfileResponse;

  @ApiProperty({
    type: LoginResponse,
    nullable: true,
    description: 'Customers are signed in at once (the same answer as a login); null for agents and admins, who wait for approval',
  })
  session: LoginResponse | null;
}
