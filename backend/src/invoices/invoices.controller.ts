import { Controller, Get, Query, type StreamableFile } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { Auth } from '../common/decorators/auth.decorator.js';
import { csvFile } from '../common/listing/csv-file.js';
import { CSV_DESCRIPTION } from '../common/listing/list-docs.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ApiFileResponse } from '../common/openapi/api-file-response.decorator.js';
import { GstRegisterQuery } from './dto/gst-register.query.js';
import { GST_REGISTER_COLUMNS, GST_REGISTER_MESSAGES } from './gst-register.js';
import { InvoiceRegister } from './invoice-register.service.js';

/** The invoices as the accountant needs them. */
@ApiTags('invoices')
@Controller('invoices')
export class InvoicesController {
  constructor(private readonly register: InvoiceRegister) {}

  @Get('gst-register.csv')
  @Auth('admin')
  @ApiOperation({
    summary: 'The GST sales register of an IST month as a CSV download, one row per invoice, for GSTR-1',
    description:
      'Every tax invoice issued in the month (IST midnight to midnight), in serial order; B2B when the customer gave a GSTIN, ' +
      'else B2C; CGST and SGST in the state, IGST across states; SAC 9964. A re-issued invoice keeps its serial and date, ' +
      `so it appears once. ${CSV_DESCRIPTION}`,
  })
  @ApiFileResponse('text/csv', 'gst-register-YYYY-MM.csv, as an attachment')
  @ApiErrors({ 400: `'${GST_REGISTER_MESSAGES.month}'`, 403: "Only for admin: 'You do not have permission to do this.'" })
  gstRegister(@Query() query: GstRegisterQuery): StreamableFile {
    return csvFile(`gst-register-${query.month}.csv`, GST_REGISTER_COLUMNS, this.register.issuedIn(query.month));
  }
}
