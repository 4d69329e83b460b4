import { Controller, Get, Param, ParseIntPipe, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { FilesService } from './files.service.js';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(private readonly files: FilesService) {}

  // Public to the guard: an <img> cannot send a bearer header, so a signed link also opens it.
  @Public()
  @Get(':id')
  @ApiOkResponse({ description: 'The image bytes (owner or admin, or a signed link)' })
  async get(
    @Param('id', ParseIntPipe) id: number,
    @CurrentUser() caller: AuthUser | undefined,
    @Query('expires') expires: string | undefined,
    @Query('sig') sig: string | undefined,
    @Res() res: Response,
  ) {
    const file = await this.files.read(id, caller, expires, sig);
    res
      .type(file.mimeType)
      .set('Cache-Control', 'private, max-age=3600')
      .set('Content-Disposition', 'inline')
      .send(file.data);
  }
}
