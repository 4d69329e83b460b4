import { Body, Controller, Delete, Get, HttpCode, HttpStatus, Post, Put, type StreamableFile, UploadedFile } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { AuthRateLimit, RATE_LIMIT_MESSAGE } from '../common/throttling/rate-limits.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { MessageResponse } from '../common/openapi/message.response.js';
import { IMAGE_MESSAGES } from '../files/files.service.js';
import { ImageUpload } from '../files/image-upload.decorator.js';
import { OwnProfileResponse } from '../users/dto/profile.response.js';
import { EMAIL_CHANGE_MESSAGES, EmailChanges } from '../users/email-changes.service.js';
import { PASSWORD_LINK_MESSAGES, PasswordLinksService } from '../users/password-links.service.js';
import type { AuthUser } from './auth-user.js';
import { AUTH_MESSAGES, AuthService } from './auth.service.js';
import { LoginDto } from './dto/login.dto.js';
import { LoginResponse } from './dto/login.response.js';
import { RegisterDto } from './dto/register.dto.js';
import { RequestLanguage } from '../common/decorators/request-language.decorator.js';
import type { Language } from '../common/i18n/translate.js';
import { RegisterResponse } from './dto/register.response.js';
import { DeleteAccountDto } from './dto/delete-account.dto.js';
import { EmailChangeConfirmDto } from './dto/email-change-confirm.dto.js';
import { PasswordResetConfirmDto, PasswordResetRequestDto } from './dto/password-reset.dto.js';
import { ProfileExportResponse } from './dto/profile-export.response.js';
import { ResetPasswordDto } from './dto/reset-password.dto.js';
import { OWN_DATA_MESSAGES, OwnData } from './own-data.service.js';
import { PASSWORD_RESET_MESSAGES, PasswordReset } from './password-reset.service.js';
import { UpdateProfileDto } from './dto/update-profile.dto.js';

const TAKEN = `'${AUTH_MESSAGES.emailTaken}' or '${AUTH_MESSAGES.mobileTaken}'`;
const TOO_MANY = `'${RATE_LIMIT_MESSAGE}' (with Retry-After)`;

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly passwordLinks: PasswordLinksService,
    private readonly passwordReset: PasswordReset,
    private readonly emailChanges: EmailChanges,
    private readonly ownData: OwnData,
  ) {}

  @Public()
  @AuthRateLimit()
  @Post('register')
  @ImageUpload('idProofImage')
  @ApiOperation({
    summary: 'Create an account; customers may log in at once, agents and admins wait for an admin',
    description: "Accept-Language (the site's language switch) sets the language of the person's e-mails and PDFs.",
  })
  @ApiConsumes('multipart/form-data', 'application/json')
  @ApiCreatedResponse({ type: RegisterResponse })
  @ApiErrors({
    400:
      "A field's message ('Full name is required', 'Passwords do not match!', …) or the ID proof image's " +
      `('${IMAGE_MESSAGES.notImage}', '${IMAGE_MESSAGES.unreadable}')`,
    409: TAKEN,
    413: `The ID proof image is over 5 MB ('${IMAGE_MESSAGES.tooLarge}')`,
    429: TOO_MANY,
  })
  register(
    @Body() dto: RegisterDto,
    @RequestLanguage() language: Language,
    @UploadedFile() idProofImage?: Express.Multer.File,
  ): Promise<RegisterResponse> {
    return this.auth.register(dto, idProofImage?.buffer, language);
  }

  @Public()
  @AuthRateLimit()
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
  @AuthRateLimit()
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

  @Public()
  @AuthRateLimit()
  @Post('password-reset')
  @HttpCode(HttpStatus.ACCEPTED)
  @ApiOperation({
    summary: '"Forgot password?": e-mails a link, good once for 30 minutes, to set a new password',
    description:
      'The answer is the same, and takes the same work, whether or not an account has this e-mail or mobile, is active, ' +
      'or has an e-mail address to write to: it never tells whether an account exists. The link opens /resetpassword?token=…',
  })
  @ApiAcceptedResponse({ type: MessageResponse, description: `'${PASSWORD_RESET_MESSAGES.sent}'` })
  @ApiErrors({ 400: "'Email or mobile is required'", 429: TOO_MANY })
  requestPasswordReset(@Body() dto: PasswordResetRequestDto): Promise<MessageResponse> {
    return this.passwordReset.request(dto.emailOrMobile);
  }

  @Public()
  @AuthRateLimit()
  @Post('password-reset/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "Set a new password with the e-mailed link's token; ends every other session" })
  @ApiOkResponse({ type: MessageResponse, description: `'${PASSWORD_LINK_MESSAGES.changed}'` })
  @ApiErrors({
    400: `'${PASSWORD_RESET_MESSAGES.invalid}', '${PASSWORD_LINK_MESSAGES.missing}', 'Passwords do not match!', or a password message as at registration`,
    429: TOO_MANY,
  })
  confirmPasswordReset(@Body() dto: PasswordResetConfirmDto): Promise<MessageResponse> {
    return this.passwordReset.confirm(dto.token, dto.password);
  }

  @Public()
  @AuthRateLimit()
  @Post('email-change/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Confirm a new e-mail address with the token of the link sent to it; no login needed' })
  @ApiOkResponse({ type: MessageResponse, description: "'Your e-mail address is now meera.new@example.in.'" })
  @ApiErrors({
    400: `'${EMAIL_CHANGE_MESSAGES.invalid}' or '${EMAIL_CHANGE_MESSAGES.missing}'`,
    409: `'${AUTH_MESSAGES.emailTaken}' (someone registered the address meanwhile)`,
    429: TOO_MANY,
  })
  confirmEmailChange(@Body() dto: EmailChangeConfirmDto): Promise<MessageResponse> {
    return this.emailChanges.confirm(dto.token);
  }

  @Auth()
  @Get('profile')
  @ApiOperation({ summary: "The caller's own profile" })
  @ApiOkResponse({ type: OwnProfileResponse })
  profile(@CurrentUser() me: AuthUser): Promise<OwnProfileResponse> {
    return this.auth.profile(me);
  }

  @Auth()
  @Get('profile/export')
  @ApiOperation({
    summary: 'Everything kept about the caller as a JSON download: account, bookings, offers, files (without bytes), activity',
  })
  @ApiOkResponse({ type: ProfileExportResponse, description: 'As an attachment, jabalpur-cabs-my-data-YYYY-MM-DD.json' })
  exportProfile(@CurrentUser() me: AuthUser): Promise<StreamableFile> {
    return this.ownData.export(me);
  }

  @Auth()
  @Delete('profile')
  @ApiOperation({
    summary: "Delete the caller's customer account: personal details erased, bookings kept for the accounts under 'Deleted customer #id'",
    description:
      'The password is asked again. Name, e-mail, mobile, address, photo and password are erased or replaced; the ' +
      "passenger's name, phone, e-mail and ID number on every booking too; the bookings and their money stay. " +
      'Every session ends. Refused while a pending or confirmed booking is still to come: cancel it first.',
  })
  @ApiOkResponse({ type: MessageResponse, description: `'${OWN_DATA_MESSAGES.deleted}'` })
  @ApiErrors({
    400: "'Password is required'",
    403: `'${OWN_DATA_MESSAGES.notCustomer}' (agents and admins) or '${OWN_DATA_MESSAGES.wrongPassword}'`,
    409: "'Please cancel your upcoming bookings first (JBP-000123), then delete your account.'",
  })
  deleteProfile(@CurrentUser() me: AuthUser, @Body() dto: DeleteAccountDto): Promise<MessageResponse> {
    return this.ownData.delete(me, dto.password);
  }

  @Auth()
  @Put('profile')
  @ApiOperation({
    summary: "Change the caller's own profile; fields left out are kept",
    description:
      'A new e-mail is not taken at once when the site sends mail: it waits in pendingEmail while a link to confirm it goes ' +
      'to the new address (valid 24 hours; POST /api/auth/email-change/confirm) and a notice to the old one. ' +
      "Accept-Language (the site's language switch) becomes the language of the person's e-mails and PDFs.",
  })
  @ApiOkResponse({ type: OwnProfileResponse })
  @ApiErrors({
    400: "A field's message ('Full name cannot be empty', …)",
    409: TAKEN,
  })
  updateProfile(
    @CurrentUser() me: AuthUser,
    @Body() dto: UpdateProfileDto,
    @RequestLanguage() language: Language,
  ): Promise<OwnProfileResponse> {
    return this.auth.updateProfile(me, dto, language);
  }

  @Auth()
  @Put('profile/photo')
  @ImageUpload('photo')
  @ApiOperation({
    summary: "Upload the caller's profile photo (multipart, field `photo`); it replaces the old one",
    description: 'Checked by content (JPEG, PNG, WebP or GIF, at most 5 MB) and re-encoded as JPEG without EXIF or GPS data.',
  })
  @ApiBody({ schema: { type: 'object', required: ['photo'], properties: { photo: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: OwnProfileResponse })
  @ApiErrors({
    400: `'${IMAGE_MESSAGES.missing}', '${IMAGE_MESSAGES.oneFile}', '${IMAGE_MESSAGES.notImage}' or '${IMAGE_MESSAGES.unreadable}'`,
    413: `'${IMAGE_MESSAGES.tooLarge}'`,
  })
  uploadPhoto(@CurrentUser() me: AuthUser, @UploadedFile() photo?: Express.Multer.File): Promise<OwnProfileResponse> {
    return this.auth.setPhoto(me, photo?.buffer);
  }

  @Auth()
  @Delete('profile/photo')
  @ApiOperation({ summary: "Remove the caller's profile photo" })
  @ApiOkResponse({ type: OwnProfileResponse })
  removePhoto(@CurrentUser() me: AuthUser): Promise<OwnProfileResponse> {
    return this.auth.removePhoto(me);
  }
}
