import { ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { DateParam, IdParam, ListQuery, SortParam } from '../../common/listing/list-query.js';
import { Lowercase } from '../../common/validation.js';
import { OFFER_STATES, type OfferState } from '../offer-state.js';

export const OFFER_SORT_KEYS = ['createdAt', 'date'] as const;

/**
 * GET /api/offers/all and /api/offers/all.csv (admin). `q` finds text in the places, the vehicle,
 * or the agent's name or business name.
 */
export class ListOffersQuery extends ListQuery {
  @ApiPropertyOptional({ enum: OFFER_STATES, example: 'open', description: "'expired': still open but its IST date has passed" })
  @IsOptional()
  @Lowercase()
  @IsIn(OFFER_STATES, { message: `status must be one of: ${OFFER_STATES.join(', ')}` })
  status?: OfferState;

  @IdParam('agentId', "This agent's offers")
  agentId?: number;

  @DateParam('dateFrom', 'Offers on or after this IST date')
  dateFrom?: string;

  @DateParam('dateTo', 'Offers on or before this IST date', 'dateFrom')
  dateTo?: string;

  @SortParam(OFFER_SORT_KEYS, '-createdAt')
  sort?: string;
}

/** GET /api/offers/mine: the same without the agent (it is the caller), the latest trip first. */
export class ListMyOffersQuery extends OmitType(ListOffersQuery, ['agentId', 'sort'] as const) {
  @SortParam(OFFER_SORT_KEYS, '-date')
  sort?: string;
}
