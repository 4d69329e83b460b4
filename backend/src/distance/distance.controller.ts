import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
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
  @ApiBadRequestResponse({ description: 'from or to missing, blank or too long' })
  @ApiUnprocessableEntityResponse({ description: "'Place not found: …' for a place the gazetteer does not know" })
  async measure(@Body() body: MeasureDistanceDto): Promise<DistanceResponse> {
    const { distance, duration } = await this.distances.measure(body.from, body.to);
    return { distance, duration };
  }
}
