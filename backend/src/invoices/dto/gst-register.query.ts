import { ApiProperty } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import { GST_REGISTER_MESSAGES, REGISTER_MONTH } from '../gst-register.js';

/** `month=2026-10`: the IST calendar month whose invoices the register lists. */
export class GstRegisterQuery {
  @ApiProperty({ example: '2026-10', description: 'An IST calendar month, YYYY-MM', pattern: REGISTER_MONTH.source })
  @Matches(REGISTER_MONTH, { message: GST_REGISTER_MESSAGES.month })
  month: string;
}
