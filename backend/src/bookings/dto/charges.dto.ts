import { ApiPropertyOptional } from '@nestjs/swagger';
import { RupeeAmount } from './money-fields.js';

/** PATCH /api/bookings/:id/charges: the duty slip's extras, in rupees; fields left out are kept. */
export class ChargesDto {
  @ApiPropertyOptional({ example: 300 })
  @RupeeAmount('Halting charges', { optional: true })
  haltingCharges?: number;

  @ApiPropertyOptional({ example: 185.5 })
  @RupeeAmount('Toll tax and parking', { optional: true })
  tollTaxAndParking?: number;

  @ApiPropertyOptional({ example: 150 })
  @RupeeAmount('Extra hours charges', { optional: true })
  extraHoursCharges?: number;

  @ApiPropertyOptional({ example: 90 })
  @RupeeAmount('Extra km charges', { optional: true })
  extraKmCharges?: number;
}
