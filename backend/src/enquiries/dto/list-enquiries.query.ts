import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { ListQuery, SortParam } from '../../common/listing/list-query.js';
import { TRIP_TYPE_IDS, type TripTypeId } from '../../trips/trip-types.js';
import { ENQUIRY_STATUSES, type EnquiryStatus } from '../enquiry-status.js';

/** GET /api/enquiries (admin). `q` finds text in the name, mobile or message. */
export class ListEnquiriesQuery extends ListQuery {
  @ApiPropertyOptional({ enum: ENQUIRY_STATUSES })
  @IsOptional()
  @IsIn(ENQUIRY_STATUSES, { message: `status must be one of: ${ENQUIRY_STATUSES.join(', ')}` })
  status?: EnquiryStatus;

  @ApiPropertyOptional({ enum: TRIP_TYPE_IDS, enumName: 'TripTypeId' })
  @IsOptional()
  @IsIn(TRIP_TYPE_IDS, { message: `tripType must be one of: ${TRIP_TYPE_IDS.join(', ')}` })
  tripType?: TripTypeId;

  @SortParam(['createdAt'], '-createdAt')
  sort?: string;
}
