import { Body, Controller, Get, Headers, Param, ParseIntPipe, Post, Put, Query, UseGuards } from '@nestjs/common';
import { ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { IDEMPOTENCY_HEADER } from '../bookings/bookings.controller.js';
import { AdminCreateBookingDto } from '../bookings/dto/admin-create-booking.dto.js';
import { BookingEnvelope } from '../bookings/dto/booking.response.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { Public } from '../common/decorators/public.decorator.js';
import { AuthRateLimitGuard, RATE_LIMIT_MESSAGE } from '../common/guards/auth-rate-limit.guard.js';
import { BAD_LIST_QUERY, LIST_DESCRIPTION } from '../common/listing/list-docs.js';
import type { Page } from '../common/listing/list-source.js';
import { Paged } from '../common/listing/paged.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { EnquiryAnswerDto, EnquiryInputDto } from './dto/enquiry-input.dto.js';
import { type EnquiryDto, EnquiriesPageResponse, EnquiryReceivedResponse, EnquiryResponse } from './dto/enquiry.response.js';
import { ListEnquiriesQuery } from './dto/list-enquiries.query.js';
import { ENQUIRY_MESSAGES as M } from './enquiry-messages.js';
import { EnquiriesService } from './enquiries.service.js';

@ApiTags('enquiries')
@Controller('enquiries')
export class EnquiriesController {
  constructor(private readonly enquiries: EnquiriesService) {}

  @Post()
  @Public()
  @UseGuards(AuthRateLimitGuard)
  @ApiOperation({ summary: 'Asks the office about a trip the site cannot price at once; admins are told live' })
  @ApiCreatedResponse({ type: EnquiryReceivedResponse })
  @ApiErrors({
    400: `A message per wrong field (e.g. 'message is required: tell us about the trip') or '${M.unknownPackage}'`,
    429: `'${RATE_LIMIT_MESSAGE}'`,
  })
  async receive(@Body() dto: EnquiryInputDto): Promise<EnquiryReceivedResponse> {
    return { data: await this.enquiries.receive(dto) };
  }

  @Get()
  @Auth('admin')
  @ApiOperation({ summary: 'Enquiries, newest first, filtered by status and trip type', description: LIST_DESCRIPTION })
  @Paged('data-total', EnquiriesPageResponse)
  @ApiErrors({ 400: BAD_LIST_QUERY })
  list(@Query() query: ListEnquiriesQuery): Promise<Page<EnquiryDto>> {
    return this.enquiries.list(query);
  }

  @Get(':id')
  @Auth('admin')
  @ApiOperation({ summary: 'One enquiry' })
  @ApiOkResponse({ type: EnquiryResponse })
  @ApiErrors({ 400: "'Validation failed (numeric string is expected)'", 404: `'${M.notFound}'` })
  async one(@Param('id', ParseIntPipe) id: number): Promise<EnquiryResponse> {
    return { data: await this.enquiries.one(id) };
  }

  @Put(':id')
  @Auth('admin')
  @ApiOperation({ summary: 'Answers an enquiry (status answered, with the reply) or closes it' })
  @ApiOkResponse({ type: EnquiryResponse })
  @ApiErrors({ 400: `'${M.replyRequired}' or a bad field`, 404: `'${M.notFound}'`, 409: `'${M.converted}'` })
  async answer(
    @CurrentUser() me: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: EnquiryAnswerDto,
  ): Promise<EnquiryResponse> {
    return { data: await this.enquiries.answer(me, id, dto) };
  }

  @Post(':id/booking')
  @Auth('admin')
  @ApiOperation({
    summary: 'Turns an enquiry into a booking, as POST /api/admin/bookings; without customerId or customer it is booked for the sender',
  })
  @ApiHeader({ name: IDEMPOTENCY_HEADER, required: false, description: 'A retry with the same key answers the first booking' })
  @ApiCreatedResponse({ type: BookingEnvelope })
  @ApiErrors({
    400: 'As POST /api/admin/bookings',
    404: `'${M.notFound}', 'Customer not found.' or 'Offer not found.'`,
    409: `'${M.converted}' or '${M.closed}'`,
    422: "'Place not found: …'",
  })
  async convert(
    @CurrentUser() me: AuthUser,
    @Param('id', ParseIntPipe) id: number,
    @Body() dto: AdminCreateBookingDto,
    @Headers(IDEMPOTENCY_HEADER) key?: string,
  ): Promise<BookingEnvelope> {
    return { data: await this.enquiries.convert(me, id, dto, key) };
  }
}
