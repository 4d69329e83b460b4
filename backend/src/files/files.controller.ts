import { Controller, Get, Query, Res } from '@nestjs/common';
import { IdParam } from '../common/http/id-param.js';
import { ApiBearerAuth, ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ApiFileResponse } from '../common/openapi/api-file-response.decorator.js';
import { FilesService, IMAGE_MESSAGES } from './files.service.js';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  // Public to the guard: an <img> cannot send a bearer header, so a signed link also opens it.
  @Public()
  @Get(':id')
  @ApiOperation({ summary: 'A stored image: for its owner or an admin with a token, or anyone with a signed link' })
  @ApiBearerAuth()
  @ApiQuery({ name: 'sig', type: String, required: false, description: 'Of a signed link: its signature' })
  @ApiQuery({
    name: 'expires',
    type: String,
    required: false,
    description: 'Of a signed link (`profileImage`, `idProofImage`): ms since 1970',
  })
  @ApiFileResponse('image/jpeg', 'The image, re-encoded as JPEG when it was stored')
  @ApiErrors({
    403:
      "'You do not have permission to view this file.', 'This file needs a signed link or a login.' or " +
      "'This file link has expired. Please reload the page.'",
    404: `'${IMAGE_MESSAGES.notFound}' (also for an id that is not a whole number)`,
  })
  async get(
    @IdParam(IMAGE_MESSAGES.notFound) id: number,
    @CurrentUser() caller: AuthUser | undefined,
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res() res: Response,
  ) {
    const file = await this.files.read(id, caller, expires, sig);
    // A file id never gets other bytes (a new photo is a new file), so browsers may keep it for a year.
    res
      .type(file.mimeType)
      .set('Cache-Control', 'private, max-age=31536000, immutable')
      .set('Content-Disposition', 'inline')
      .send(file.data);
  }
}
