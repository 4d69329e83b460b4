import { Body, Controller, Get, HttpCode, Post, Put, UploadedFile, UseGuards, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiConsumes,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { Auth } from '../common/decorators/auth.decorator.js';
import { AuthRateLimitGuard, RATE_LIMIT_MESSAGE } from '../common/guards/auth-rate-limit.guard.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { MAX_IMAGE_BYTES } from '../files/files.service.js';
import { PASSWORD_LINK_MESSAGES, PasswordLinksService } from '../users/password-links.service.js';
import type { AuthUser } from './auth-user.js';
import { AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { RegisterDto } from './dto/register.dto.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';

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
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiCreatedResponse({ description: "{message: 'Registered Successfully!', user}" })
  @ApiConflictResponse({ description: 'Email is already registered / Mobile is already registered' })
  @ApiTooManyRequestsResponse({ description: 'Too many attempts. Please try again in a minute.' })
  register(@Body() dto: RegisterDto, @UploadedFile() idProofImage?: Express.Multer.File) {
    return this.auth.register(dto, idProofImage?.buffer);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOkResponse({ description: '{token, user: {id, role, fullName, email, mobile}}' })
  @ApiUnauthorizedResponse({ description: 'Invalid login credentials' })
  @ApiForbiddenResponse({ description: 'Awaiting approval, or deactivated' })
  login(@Body() dto: LoginDto) {
    return this.auth.login(dto.emailOrMobile, dto.password);
  }

  @Public()
  @UseGuards(AuthRateLimitGuard)
  @Post('reset-password')
  @HttpCode(200)
  @ApiOkResponse({ description: `{message: '${PASSWORD_LINK_MESSAGES.changed}'}` })
  @ApiBadRequestResponse({ description: `${PASSWORD_LINK_MESSAGES.invalid} (or a password message as at registration)` })
  @ApiTooManyRequestsResponse({ description: RATE_LIMIT_MESSAGE })
  resetPassword(@Body() dto: ResetPasswordDto) {
    return this.passwordLinks.reset(dto.token, dto.password);
  }

  @Auth()
  @Get('profile')
  profile(@CurrentUser() me: AuthUser) {
    return this.auth.profile(me);
  }

  @Auth()
  @Put('profile')
  updateProfile(@CurrentUser() me: AuthUser, @Body() dto: UpdateProfileDto) {
    return this.auth.updateProfile(me, dto);
  }
}
