import { Body, Controller, Get, HttpCode, Post, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { AuthRateLimitGuard, RATE_LIMIT_MESSAGE } from '../common/guards/auth-rate-limit.guard.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { MessageResponse } from '../common/openapi/message.response.js';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from '../files/files.service.js';
import { ProfileResponse } from '../users/dto/profile.response.js';
import { PASSWORD_LINK_MESSAGES, PasswordLinksService } from '../users/password-links.service.js';
import type { AuthUser } from './auth-user.js';
import { AUTH_MESSAGES, AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginResponse } from './dto/login.response.js';
import { RegisterDto } from './dto/register.dto.js';
import { RegisterResponse } from './dto/register.response.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';

const TAKEN = `'${AUTH_MESSAGES.emailTaken}' or '${AUTH_MESSAGES.mobileTaken}'`;
const TOO_MANY = `'${RATE_LIMIT_MESSAGE}' (with Retry-After)`;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordLinks: PasswordLinksService,
  ) {}

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('register')
  @UseInterceptors(FileInterceptor('idProofImage', { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20 } }))
  @ApiOperation({ summary: 'Create an account; customers may log in at once, agents and admins wait for an admin' })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiCreatedResponse({ type: RegisterResponse })
  @ApiErrors({
    400:
      "A field's message ('Full name is required', 'Passwords do not match!', …) or the ID proof image's " +
      `('${IMAGE_MESSAGES.notImage}', '${IMAGE_MESSAGES.unreadable}')`,
    409: TAKEN,
    413: `The ID proof image is over 5 MB ('File too large')`,
    429: TOO_MANY,
  })
  register(@Body() dto: RegisterDto, @UploadedFile() idProofImage?: Express.Multer.File): Promise<RegisterResponse> {
    return this.auth.register(dto, idProofImage?.buffer);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({ summary: 'Log in with e-mail or mobile and password; answers a bearer token' })
  @ApiOkResponse({ type: LoginResponse })
  @ApiErrors({
    400: "'Email or mobile is required' or 'Password is required'",
    401: `'${AUTH_MESSAGES.badCredentials}'`,
    403: `'${AUTH_MESSAGES.awaitingApproval}' or '${AUTH_MESSAGES.deactivated}'`,
    429: TOO_MANY,
  })
  login(@Body() dto: LoginDto): Promise<LoginResponse> {
    return this.auth.login(dto.emailOrMobile, dto.password);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('reset-password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Set a password with the token of a password link; ends every earlier session' })
  @ApiOkResponse({ type: MessageResponse, description: `'${PASSWORD_LINK_MESSAGES.changed}'` })
  @ApiErrors({
    400: `'${PASSWORD_LINK_MESSAGES.invalid}', '${PASSWORD_LINK_MESSAGES.missing}', or a password message as at registration`,
    429: TOO_MANY,
  })
  resetPassword(@Body() dto: ResetPasswordDto): Promise<MessageResponse> {
    return this.passwordLinks.reset(dto.token, dto.password);
  }

  @Auth()
  @Get('profile')
  @ApiOperation({ summary: "The caller's own profile" })
  @ApiOkResponse({ type: ProfileResponse })
  profile(@CurrentUser() me: AuthUser): Promise<ProfileResponse> {
    return this.auth.profile(me);
  }

  @Auth()
  @Put('profile')
  @ApiOperation({ summary: "Change the caller's own profile; fields left out are kept" })
  @ApiOkResponse({ type: ProfileResponse })
  @ApiErrors({
    400: `A field's message ('Full name cannot be empty', …) or the photo's ('${IMAGE_MESSAGES.badDataUrl}', '${IMAGE_MESSAGES.notImage}', '${IMAGE_MESSAGES.unreadable}')`,
    409: TAKEN,
    413: `'${IMAGE_MESSAGES.tooLarge}'`,
  })
  updateProfile(@CurrentUser() me: AuthUser, @Body() dto: UpdateProfileDto): Promise<ProfileResponse> {
    return this.auth.updateProfile(me, dto);
  }
}
