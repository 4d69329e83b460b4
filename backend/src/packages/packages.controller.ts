import { Body, Controller, Get, Param, ParseIntPipe, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { IMAGE_MESSAGES } from '../files/files.service.js';
import { PackageInputDto, PackageUpdateDto } from './dto/package-input.dto.js';
import { PackageListQuery } from './dto/package-list.query.js';
import { PackageResponse, PackagesResponse } from './dto/package.response.js';
import { PACKAGE_MESSAGES } from './package-messages.js';
import { PackagesService } from './packages.service.js';

const INPUT_ERRORS =
  "A message per wrong field (e.g. 'titleHi (the Hindi title) is required'), " +
  `'itineraryHi must have as many lines as itinerary, one Hindi line for each.', or '${IMAGE_MESSAGES.notImage}'`;

@ApiTags('packages')
@Controller('packages')
export class PackagesController {
  constructor(private readonly packages: PackagesService) {}

  @Get()
  @Public()
  @ApiOperation({ summary: 'Packages on sale (marriage, office, tour, national park), of one trip type or all' })
  @ApiOkResponse({ type: PackagesResponse })
  @ApiErrors({ 400: "'tripType must be one of marriage, office, tour, national-park'" })
  async onSale(@Query() query: PackageListQuery): Promise<PackagesResponse> {
    return { data: await this.packages.onSale(query.tripType) };
  }

  @Get('all')
  @Auth('admin')
  @ApiOperation({ summary: 'Every package, on sale or not' })
  @ApiOkResponse({ type: PackagesResponse })
  async all(): Promise<PackagesResponse> {
    return { data: await this.packages.all() };
  }

  @Get(':id')
  @Public()
  @ApiOperation({ summary: 'One package on sale (admins also see one taken off sale)' })
  @ApiOkResponse({ type: PackageResponse })
  @ApiErrors({ 400: "'Validation failed (numeric string is expected)'", 404: `'${PACKAGE_MESSAGES.notFound}'` })
  async one(@Param('id', ParseIntPipe) id: number, @CurrentUser() caller: AuthUser | undefined): Promise<PackageResponse> {
    return { data: await this.packages.one(id, caller) };
  }

  @Post()
  @Auth('admin')
  @ApiOperation({ summary: 'Creates a package, on sale at once' })
  @ApiCreatedResponse({ type: PackageResponse })
  @ApiErrors({ 400: INPUT_ERRORS, 413: `'${IMAGE_MESSAGES.tooLarge}'` })
  async create(@CurrentUser() me: AuthUser, @Body() dto: PackageInputDto): Promise<PackageResponse> {
    return { data: await this.packages.create(me, dto) };
  }

  @Put(':id')
  @Auth('admin')
  @ApiOperation({ summary: 'Changes a package; `active: false` takes it off sale' })
  @ApiOkResponse({ type: PackageResponse })
  @ApiErrors({ 400: INPUT_ERRORS, 404: `'${PACKAGE_MESSAGES.notFound}'`, 413: `'${IMAGE_MESSAGES.tooLarge}'` })
  async update(
    @CurrentUser() me: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: PackageUpdateDto,
  ): Promise<PackageResponse> {
    return { data: await this.packages.update(me, id, dto) };
  }
}
