import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { DistanceService } from './distance.service.js';
import { DistanceResponse } from './dto/distance.response.js';
import { MeasureDistanceDto } from './dto/measure-distance.dto.js';

@ApiTags('distance')
@Controller('distance')
export class DistanceController {
  constructor(private readonly distances: DistanceService) {}

  @Post()
  @Public()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Road distance (km) and driving time (minutes) between two places' })
  @ApiOkResponse({ type: DistanceResponse })
  @ApiErrors({
    400: "'from is required', 'to must be a place name or label (text)', 'from must be at most 200 characters', …",
    422: "'Place not found: …' for a place the gazetteer does not know",
  })
  async measure(@Body() body: MeasureDistanceDto): Promise<DistanceResponse> {
    const { distance, duration } = await this.distances.measure(body.from, body.to);
    return { distance, duration };
  }
}
