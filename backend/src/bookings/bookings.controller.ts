import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Param,
  ParseIntPipe,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
} from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiCreatedResponse,
  ApiForbiddenResponse,
  ApiHeader,
  ApiNotFoundResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import type { Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { BOOKING_MESSAGES, BookingsService } from './bookings.service.js';
import { SubmitAdvanceDto, VerifyAdvanceDto } from './dto/advance.dto.js';
import { ChargesDto } from './dto/charges.dto.js';
import { CancelBookingDto, SetBookingStatusDto } from './dto/change-status.dto.js';
import { CreateBookingDto } from './dto/create-booking.dto.js';
import { ListBookingsQuery } from './dto/list-bookings.query.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** Booking ids in paths: anything that is not a number is simply a booking that does not exist. */
const BookingId = () => Param('id', new ParseIntPipe({ exceptionFactory: () => new NotFoundException(BOOKING_MESSAGES.notFound) }));

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(private readonly bookings: BookingsService) {}

  @Post()
  @Auth('customer', 'admin')
  @ApiOperation({ summary: 'Book a one-way trip from Jabalpur, or an offer; the server prices it' })
  @ApiHeader({ name: 'Idempotency-Key', required: false, description: 'A retry with the same key returns the first booking' })
  @ApiCreatedResponse({ description: '{data: booking}' })
  @ApiBadRequestResponse({ description: "'One-way bookings start from Jabalpur only.', a past date, a bad field" })
  @ApiNotFoundResponse({ description: "'Offer not found.'" })
  @ApiConflictResponse({ description: "'This offer has already been booked.', expired or unavailable offer" })
  @ApiUnprocessableEntityResponse({ description: "'Place not found: …', or an Idempotency-Key reused for another booking" })
  async create(@CurrentUser() me: AuthUser, @Body() dto: CreateBookingDto, @Headers(IDEMPOTENCY_HEADER) key?: string) {
    return { data: await this.bookings.create(me, dto, key) };
  }

  @Get()
  @Auth()
  @ApiOperation({ summary: "The caller's own bookings, newest first" })
  async listMine(@CurrentUser() me: AuthUser) {
    return { data: await this.bookings.listMine(me) };
  }

  @Get('my')
  @Auth()
  @ApiOperation({ summary: 'The same as GET /api/bookings (the old client falls back to it)' })
  async listMineAgain(@CurrentUser() me: AuthUser) {
    return { data: await this.bookings.listMine(me) };
  }

  @Get('all')
  @Auth('admin')
  @ApiOperation({ summary: 'Every booking, newest first; filter by status and text; paged' })
  listAll(@Query() query: ListBookingsQuery) {
    return this.bookings.listAll(query);
  }

  @Get(':id')
  @Auth('customer', 'admin')
  @ApiNotFoundResponse({ description: "'Booking not found.'" })
  @ApiForbiddenResponse({ description: "'You can only see your own bookings.'" })
  async getOne(@CurrentUser() me: AuthUser, @BookingId() id: number) {
    return { data: await this.bookings.getOne(me, id) };
  }

  @Put(':id/status')
  @Auth('customer', 'admin')
  @ApiOperation({ summary: "The owner cancels: status 'cancelled by the customer', from pending or confirmed" })
  @ApiConflictResponse({ description: "'Only pending or confirmed bookings can be cancelled.'" })
  async cancel(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: CancelBookingDto) {
    return { data: await this.bookings.cancelByOwner(me, id, dto.status) };
  }

  @Patch(':id/status')
  @Auth('admin')
  @ApiOperation({ summary: 'An admin sets confirmed or cancelled' })
  async setStatus(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: SetBookingStatusDto) {
    return { data: await this.bookings.setStatusByAdmin(me, id, dto.status) };
  }

  @Patch(':id/charges')
  @Auth('admin')
  @ApiOperation({ summary: "The duty slip's extra charges, in rupees" })
  async setCharges(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: ChargesDto) {
    return { data: await this.bookings.setCharges(me, id, dto) };
  }

  @Post(':id/advance')
  @Auth('customer', 'admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: "The owner reports the advance paid by UPI, with the UTR (confirmed bookings only)" })
  async submitAdvance(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: SubmitAdvanceDto) {
    return { data: await this.bookings.submitAdvance(me, id, dto) };
  }

  @Patch(':id/advance')
  @Auth('admin')
  @ApiOperation({ summary: 'An admin records the advance received' })
  async verifyAdvance(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: VerifyAdvanceDto) {
    return { data: await this.bookings.verifyAdvance(me, id, dto) };
  }

  @Get(':id/upi')
  @Auth('customer', 'admin')
  @ApiOperation({ summary: 'UPI link and QR code for the advance still due' })
  upi(@CurrentUser() me: AuthUser, @BookingId() id: number) {
    return this.bookings.upi(me, id);
  }

  @Get(':id/duty-slip.pdf')
  @Auth('customer', 'admin')
  @ApiProduces('application/pdf')
  @ApiOperation({ summary: 'The printable duty slip as a PDF' })
  async dutySlip(@CurrentUser() me: AuthUser, @BookingId() id: number, @Res({ passthrough: true }) res: Response) {
    const { reference, pdf } = await this.bookings.dutySlip(me, id);
    res.setHeader('Content-Disposition', `inline; filename="duty-slip-${reference}.pdf"`);
    return new StreamableFile(pdf, { type: 'application/pdf', length: pdf.length });
  }
}
