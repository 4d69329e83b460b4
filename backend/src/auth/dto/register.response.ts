import { ApiProperty } from '@nestjs/swagger';
import { ProfileResponse } from '../../users/dto/profile.response.js';

export class RegisterResponse {
  @ApiProperty({ example: 'Registered Successfully!' })
  message: string;

  @ApiProperty({ type: ProfileResponse, description: 'Agents and admins start inactive, awaiting an admin' })
  user: ProfileResponse;
}
