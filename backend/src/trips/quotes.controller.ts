import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../common/decorators/public.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { QuoteRequestDto } from './dto/quote-request.dto.js';
import { QuoteResponse } from './dto/quote.response.js';
import { QUOTE_MESSAGES } from './quote-messages.js';
import { QuotesService } from './quotes.service.js';

@ApiTags('trips')
@Controller('quotes')
export class QuotesController {
  constructor(private readonly quotes: QuotesService) {}

  @Post()
  @Public()
  @HttpCode(200)
  @ApiOperation({ summary: 'Prices a trip of any type for every vehicle (or one), line by line, from the current fare version' })
  @ApiOkResponse({ type: QuoteResponse })
  @ApiErrors({
    400:
      `A message per wrong field, or e.g. '${QUOTE_MESSAGES.pickupPast}', '${QUOTE_MESSAGES.returnBeforePickup}', ` +
      `'${QUOTE_MESSAGES.notJabalpur}', '${QUOTE_MESSAGES.noTransferPoint}', '${QUOTE_MESSAGES.unknownPackage}'`,
    422: "'Place not found: …' for a place (or stop) the gazetteer does not know",
  })
  quote(@Body() dto: QuoteRequestDto): Promise<QuoteResponse> {
    return this.quotes.answer(dto);
  }
}
