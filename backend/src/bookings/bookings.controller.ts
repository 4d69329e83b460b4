import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  NotFoundException,
  Req,
  Patch,
  Post,
  Put,
  Query,
  Res,
  StreamableFile,
  UploadedFile,
} from '@nestjs/common';
import { ApiBody, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { IdParam as PathId } from '../common/http/id-param.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { BOOKING_RATE_LIMIT_MESSAGE, BookingRateLimit } from '../common/throttling/rate-limits.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { ApiFileResponse } from '../common/openapi/api-file-response.decorator.js';
import { HistoryQuery } from '../audit/dto/history.query.js';
import { type HistoryEntryResponse, HistoryResponse } from '../audit/dto/history.response.js';
import { BAD_LIST_QUERY, BAD_PAGE_QUERY, CSV_DESCRIPTION, LIST_DESCRIPTION } from '../common/listing/list-docs.js';
import type { Page } from '../common/listing/list-source.js';
import { Paged } from '../common/listing/paged.decorator.js';
import { BookingCreation } from './booking-creation.service.js';
import { BookingHistory } from './booking-history.service.js';
import { BookingList } from './booking-list.service.js';
import { BookingLifecycle } from './booking-lifecycle.service.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import { BookingPayments } from './booking-payments.service.js';
import { BookingReader } from './booking-reader.service.js';
import { SubmitAdvanceDto, VerifyAdvanceDto } from './dto/advance.dto.js';
import {
  BookingArrayEnvelope,
  BookingEnvelope,
  BookingListResponse,
  type BookingResponse,
  UpiPaymentResponse,
} from './dto/booking.response.js';
import { ChargesDto } from './dto/charges.dto.js';
import { CancelBookingDto, SetBookingStatusDto } from './dto/change-status.dto.js';
import { REASON_MESSAGES } from '../audit/action-reason.js';
import { CreateBookingDto } from './dto/create-booking.dto.js';
import { ListBookingsQuery } from './dto/list-bookings.query.js';
import { PassengerIdResponse } from './dto/passenger-id.response.js';
import { DutySlipService } from './duty-slip.service.js';
import { AssignmentDto } from './dto/assignment.dto.js';
import { TripDto, TripLinkResponse } from './dto/trip.dto.js';
import { ASSIGNMENT_MESSAGES, BookingAssignments } from './booking-assignment.service.js';
import { BookingTrips, TRIP_MESSAGES } from './booking-trips.service.js';
import { Public } from '../common/decorators/public.decorator.js';
import { RequestLanguage } from '../common/decorators/request-language.decorator.js';
import type { Language } from '../common/i18n/translate.js';
import { ImageUpload } from '../files/image-upload.decorator.js';
import { IMAGE_MESSAGES } from '../files/files.service.js';
import { GSTIN_MESSAGES } from '../invoices/gstin.js';
import { GSTIN_CHANGE_MESSAGES, BookingGstin } from './booking-gstin.service.js';
import { SetGstinDto } from './dto/gstin.dto.js';
import { PublishReturnOfferDto, ReturnOfferEnvelope } from './dto/return-offer.dto.js';
import { ReturnOffers } from './return-offers.service.js';
import { RETURN_OFFER_MESSAGES } from './return-leg.js';
import { RECEIPT_KINDS, type ReceiptKind } from './trip-sheet.js';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const TRIP_TOKEN_HEADER = 'x-trip-token';
const TripToken = () =>
  ApiHeader({
    name: TRIP_TOKEN_HEADER,
    required: false,
    description: "The driver's link token (POST …/trip-link); without it, an admin's bearer token",
  });
const TRIP_ERRORS = {
  401: `'${TRIP_MESSAGES.badLink}' or '${TRIP_MESSAGES.adminOrLink}'`,
  403: `'${TRIP_MESSAGES.adminOrLink}'`,
};

const RECEIPT_KIND_VALUES = Object.keys(RECEIPT_KINDS) as ReceiptKind[];
const ReceiptKindParam = () => ApiParam({ name: 'kind', enum: RECEIPT_KIND_VALUES, description: 'Which receipt' });
/**
 * The receipt kind in the path; anything else is a receipt that does not exist. Read from the
 * request rather than with @Param, so the OpenAPI document lists the parameters in one order
 * whichever compiler built it.
 */
function receiptKind(req: Request): ReceiptKind {
  const value = String(req.params.kind);
  if (!(RECEIPT_KIND_VALUES as string[]).includes(value)) throw new NotFoundException(TRIP_MESSAGES.noReceipt);
  return value as ReceiptKind;
}

/** Booking ids in paths: anything that is not a number is simply a booking that does not exist. */
const BookingId = () => PathId(BOOKING_MESSAGES.notFound);

// The error answers the operations share, with the exact messages.
const NOT_FOUND = { 404: "'Booking not found.'" };
const NOT_YOURS = {
  403: "Another customer's booking: 'You can only see your own bookings.'; an agent: 'You do not have permission to do this.'",
};
const NOT_YOURS_TO_CHANGE = {
  403: "Not the owner: 'You can only change your own bookings.'; an agent: 'You do not have permission to do this.'",
};
const ADMIN_ONLY = { 403: "Only for admin: 'You do not have permission to do this.'" };
const CREATE_ERRORS = {
  400:
    "'One-way bookings start from Jabalpur only.', 'The trip date cannot be in the past.', 'Pickup and drop must be different places.', " +
    "a bad Idempotency-Key ('Idempotency-Key must be 1 to 100 letters, digits or the characters - _ : .'), or a bad field (its one message)",
  404: "'Offer not found.'",
  409: "'This offer has already been booked.', 'This offer has expired.' or 'This offer is no longer available.'",
  422: "'Place not found: …', or 'This Idempotency-Key was already used for a different booking.'",
};
const IdempotencyKey = () =>
  ApiHeader({
    name: IDEMPOTENCY_HEADER,
    required: false,
    description: 'A retry with the same key answers the first booking; 1 to 100 of A-Z a-z 0-9 - _ : .',
  });
const IdParam = () => ApiParam({ name: 'id', type: Number, example: 123, description: 'The booking id' });

@ApiTags('bookings')
@Controller('bookings')
export class BookingsController {
  constructor(
    private readonly creation: BookingCreation,
    private readonly reader: BookingReader,
    private readonly lifecycle: BookingLifecycle,
    private readonly payments: BookingPayments,
    private readonly dutySlips: DutySlipService,
    private readonly lists: BookingList,
    private readonly histories: BookingHistory,
    private readonly assignments: BookingAssignments,
    private readonly trips: BookingTrips,
    private readonly gstins: BookingGstin,
    private readonly returnOffers: ReturnOffers,
  ) {}

  @Post()
  @Auth('customer', 'admin')
  @ApiOperation({ summary: 'Book a one-way trip from Jabalpur, or an offer; the server prices it' })
  @IdempotencyKey()
  @ApiCreatedResponse({ type: BookingEnvelope, description: 'The new booking (or, for a retried Idempotency-Key, the first one)' })
  @ApiErrors(CREATE_ERRORS)
  @BookingRateLimit()
  @ApiErrors({ 429: `'${BOOKING_RATE_LIMIT_MESSAGE}' (BOOKING_RATE_LIMIT an hour per account, with Retry-After)` })
  async create(
    @CurrentUser() me: AuthUser,
    @Body() dto: CreateBookingDto,
    @Headers(IDEMPOTENCY_HEADER) key?: string,
  ): Promise<BookingEnvelope> {
    return { data: await this.creation.create(me, dto, key) };
  }

  @Get()
  @Auth()
  @ApiOperation({ summary: "The caller's own bookings, newest first" })
  @ApiOkResponse({ type: BookingArrayEnvelope })
  async listMine(@CurrentUser() me: AuthUser): Promise<BookingArrayEnvelope> {
    return { data: await this.reader.listMine(me) };
  }

  @Get('my')
  @Auth()
  @ApiOperation({ summary: 'The same as GET /api/bookings (the old client falls back to it)' })
  @ApiOkResponse({ type: BookingArrayEnvelope })
  async listMineAgain(@CurrentUser() me: AuthUser): Promise<BookingArrayEnvelope> {
    return { data: await this.reader.listMine(me) };
  }

  @Get('all')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({
    summary: 'Every booking, filtered, searched, sorted and paged (newest first, 50 a page)',
    description: LIST_DESCRIPTION,
  })
  @Paged('data-total', BookingListResponse)
  @ApiErrors({ 400: BAD_LIST_QUERY })
  listAll(@CurrentUser() me: AuthUser, @Query() query: ListBookingsQuery): Promise<Page<BookingResponse>> {
    return this.lists.page(me, query);
  }

  @Get('all.csv')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({
    summary: 'The filtered bookings list as a CSV download, every page of it, streamed',
    description: `The same filters, search and order as GET /api/bookings/all (page and limit are ignored). ${CSV_DESCRIPTION}`,
  })
  @ApiFileResponse('text/csv', 'bookings-YYYY-MM-DD.csv, as an attachment')
  @ApiErrors({ 400: BAD_LIST_QUERY })
  allCsv(@Query() query: ListBookingsQuery): Promise<StreamableFile> {
    return this.lists.csv(query);
  }

  @Get(':id')
  @ApiErrors(NOT_YOURS)
  @Auth('customer', 'admin')
  @ApiOperation({ summary: 'One booking, for its owner or an admin (the ID number masked: see GET …/passenger-id)' })
  @IdParam()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND)
  async getOne(@CurrentUser() me: AuthUser, @BookingId() id: number): Promise<BookingEnvelope> {
    return { data: await this.reader.getOne(me, id) };
  }

  @Put(':id/status')
  @ApiErrors(NOT_YOURS_TO_CHANGE)
  @Auth('customer', 'admin')
  @ApiOperation({ summary: "The owner cancels: status 'cancelled by the customer', from pending or confirmed" })
  @IdParam()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, {
    400: `['status must be "cancelled by the customer"']`,
    409: "'Only pending or confirmed bookings can be cancelled.'",
  })
  async cancel(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: CancelBookingDto): Promise<BookingEnvelope> {
    return { data: await this.lifecycle.cancelByOwner(me, id, dto.status) };
  }

  @Patch(':id/status')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({
    summary: 'An admin sets confirmed, cancelled or no-show, at any time; cancelled and no-show need a reason',
    description: "The reason is kept on the booking (statusReason), in the audit log, and goes in the customer's status e-mail.",
  })
  @IdParam()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, {
    400: `'status must be confirmed, cancelled or no-show', '${REASON_MESSAGES.required}' or another reason check`,
    409: "Re-confirming an offer booking: 'The offer of this booking has since been booked by someone else.'",
  })
  async setStatus(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: SetBookingStatusDto): Promise<BookingEnvelope> {
    return { data: await this.lifecycle.setStatusByAdmin(me, id, dto.status, dto.reason) };
  }

  @Patch(':id/charges')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({ summary: "The duty slip's extra charges, in rupees; those left out keep their value" })
  @IdParam()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, {
    400: "'Send at least one charge: haltingCharges, tollTaxAndParking, extraHoursCharges or extraKmCharges.', or a bad amount (its one message)",
  })
  async setCharges(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: ChargesDto): Promise<BookingEnvelope> {
    return { data: await this.payments.setCharges(me, id, dto) };
  }

  @Post(':id/advance')
  @ApiErrors(NOT_YOURS_TO_CHANGE)
  @Auth('customer', 'admin')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'The owner reports the advance paid by UPI, with the UTR (confirmed bookings only)' })
  @IdParam()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, {
    400: "'The amount cannot be more than the balance due (₹…).', or a bad amount or UTR (its one message)",
    409: "'The advance can be paid once the booking is confirmed.' or 'Nothing is due on this booking.'",
  })
  async submitAdvance(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: SubmitAdvanceDto): Promise<BookingEnvelope> {
    return { data: await this.payments.submitAdvance(me, id, dto) };
  }

  @Patch(':id/advance')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({ summary: 'An admin records the advance received (0 clears it)' })
  @IdParam()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, { 400: "'The advance cannot be more than the duty slip total (₹…).', or a bad amount (its one message)" })
  async verifyAdvance(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: VerifyAdvanceDto): Promise<BookingEnvelope> {
    return { data: await this.payments.verifyAdvance(me, id, dto) };
  }

  @Get(':id/history')
  @ApiErrors(NOT_YOURS)
  @Auth('customer', 'admin')
  @ApiOperation({
    summary: "The booking's timeline: who changed what and when, newest first",
    description:
      'Admins see every entry with the name of the person who made it. The owner sees the changes to their booking, ' +
      "with office changes shown as the operator's, and without internal entries (such as an admin opening the ID number).",
  })
  @IdParam()
  @Paged('data', HistoryResponse)
  @ApiErrors(NOT_FOUND, { 400: BAD_PAGE_QUERY })
  history(@CurrentUser() me: AuthUser, @BookingId() id: number, @Query() query: HistoryQuery): Promise<Page<HistoryEntryResponse>> {
    return this.histories.history(me, id, query);
  }

  @Get(':id/passenger-id')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({
    summary: "The passenger's full ID number (everywhere else it shows only its last 4 characters); each call is audited",
  })
  @IdParam()
  @ApiOkResponse({ type: PassengerIdResponse })
  @ApiErrors(NOT_FOUND)
  passengerId(@CurrentUser() me: AuthUser, @BookingId() id: number): Promise<PassengerIdResponse> {
    return this.histories.passengerId(me, id);
  }

  @Get(':id/upi')
  @ApiErrors(NOT_YOURS)
  @Auth('customer', 'admin')
  @ApiOperation({ summary: 'UPI link and QR code for the advance still due' })
  @IdParam()
  @ApiOkResponse({ type: UpiPaymentResponse })
  @ApiErrors(NOT_FOUND, {
    409: "'The advance can be paid once the booking is confirmed.' or 'The advance for this booking has already been paid.'",
  })
  upi(@CurrentUser() me: AuthUser, @BookingId() id: number): Promise<UpiPaymentResponse> {
    return this.payments.upi(me, id);
  }

  @Get(':id/duty-slip.pdf')
  @ApiErrors(NOT_YOURS)
  @Auth('customer', 'admin')
  @ApiOperation({ summary: "The printable duty slip as a PDF (figures from the booking's bill), in Hindi when Accept-Language prefers hi" })
  @IdParam()
  @ApiFileResponse('application/pdf', 'The PDF, inline as duty-slip-JBP-000123.pdf')
  @ApiErrors(NOT_FOUND)
  async dutySlip(
    @CurrentUser() me: AuthUser,
    @BookingId() id: number,
    @Res({ passthrough: true }) res: Response,
    @RequestLanguage() language: Language,
  ): Promise<StreamableFile> {
    const { reference, pdf } = await this.dutySlips.dutySlip(me, id, language);
    res.setHeader('Content-Disposition', `inline; filename="duty-slip-${reference}.pdf"`);
    return new StreamableFile(pdf, { type: 'application/pdf', length: pdf.length });
  }

  @Put(':id/assignment')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({ summary: 'Assign (or change) the driver and cab of a confirmed trip; the customer then sees them and a start code' })
  @IdParam()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, {
    400: 'A bad driverId or cabId (a list of messages)',
    404: "'Driver not found.' or 'Cab not found.'",
    409: `'${ASSIGNMENT_MESSAGES.clash('Driver …', 'JBP-…')}' (or the cab), or 'A booking that is … cannot become assigned.'`,
    422: "An expired document: 'The insurance of cab MP20AB1234 expired on 01/11/2026; renew it before assigning a trip.', or an inactive driver or cab",
  })
  async assign(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: AssignmentDto): Promise<BookingEnvelope> {
    return { data: await this.assignments.assign(me, id, dto) };
  }

  @Post(':id/trip-link')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({ summary: "The driver's trip sheet link: signed, no login, valid until a day after the trip's expected end" })
  @IdParam()
  @ApiBody({
    required: false,
    description: 'Nothing: the link is for the booking in the path',
    schema: { type: 'object', properties: {}, example: {} },
  })
  @ApiCreatedResponse({ type: TripLinkResponse })
  @ApiErrors(NOT_FOUND, { 409: `'${TRIP_MESSAGES.notStarted}'` })
  tripLink(@CurrentUser() me: AuthUser, @BookingId() id: number): Promise<TripLinkResponse> {
    return this.trips.link(me, id);
  }

  @Get(':id/trip')
  @Public()
  @ApiOperation({ summary: "The driver's page: the trip's duty slip (without the start code), by link token or for an admin" })
  @IdParam()
  @TripToken()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, TRIP_ERRORS)
  async tripView(
    @CurrentUser() me: AuthUser | undefined,
    @BookingId() id: number,
    @Headers(TRIP_TOKEN_HEADER) token?: string,
  ): Promise<BookingEnvelope> {
    return { data: await this.trips.view(me, token, id) };
  }

  @Put(':id/trip')
  @Public()
  @ApiOperation({
    summary: 'Record the trip sheet: start (the driver gives the start code), close (the final bill and GST invoice), or correct (admin)',
  })
  @IdParam()
  @TripToken()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, TRIP_ERRORS, {
    400: `'${TRIP_MESSAGES.codeNeeded}', '${TRIP_MESSAGES.wrongCode}', '${TRIP_MESSAGES.startFirst}', 'The end km cannot be less than the start km.', 'The end time must be after the start time.', or a bad field`,
    409: `'${TRIP_MESSAGES.notStarted}' or '${TRIP_MESSAGES.closed}'`,
  })
  async recordTrip(
    @CurrentUser() me: AuthUser | undefined,
    @BookingId() id: number,
    @Body() dto: TripDto,
    @Headers(TRIP_TOKEN_HEADER) token?: string,
  ): Promise<BookingEnvelope> {
    return { data: await this.trips.record(me, token, id, dto) };
  }

  @Get(':id/invoice.pdf')
  @ApiErrors(NOT_YOURS)
  @Auth('customer', 'admin')
  @ApiOperation({
    summary:
      'The GST tax invoice of a completed trip (rule 46), as issued; downloading again never renumbers it; in Hindi when Accept-Language prefers hi',
  })
  @IdParam()
  @ApiFileResponse('application/pdf', 'The PDF, inline as invoice-JC-2026-27-00042.pdf')
  @ApiErrors(NOT_FOUND, { 409: `'${TRIP_MESSAGES.invoiceNotReady}'` })
  async invoice(
    @CurrentUser() me: AuthUser,
    @BookingId() id: number,
    @Res({ passthrough: true }) res: Response,
    @RequestLanguage() language: Language,
  ): Promise<StreamableFile> {
    const { serial, pdf } = await this.trips.invoicePdf(me, id, language);
    res.setHeader('Content-Disposition', `inline; filename="invoice-${serial.replaceAll('/', '-')}.pdf"`);
    return new StreamableFile(pdf, { type: 'application/pdf', length: pdf.length });
  }

  @Put(':id/gstin')
  @ApiErrors(NOT_YOURS_TO_CHANGE)
  @Auth('customer', 'admin')
  @ApiOperation({ summary: "The customer's GSTIN for a B2B invoice (null clears it), by the owner or an admin, until the trip closes" })
  @IdParam()
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, {
    400: `'${GSTIN_MESSAGES.format}', '${GSTIN_MESSAGES.state}' or '${GSTIN_MESSAGES.checksum}'`,
    409: `'${GSTIN_CHANGE_MESSAGES.invoiced}'`,
  })
  async setGstin(@CurrentUser() me: AuthUser, @BookingId() id: number, @Body() dto: SetGstinDto): Promise<BookingEnvelope> {
    return { data: await this.gstins.set(me, id, dto.gstin) };
  }

  @Put(':id/trip/receipts/:kind')
  @Public()
  @ImageUpload('photo')
  @ApiOperation({
    summary: 'A receipt photo for the trip sheet (tolls, parking or state tax), multipart `photo`, by the driver link or an admin',
  })
  @IdParam()
  @TripToken()
  @ReceiptKindParam()
  @ApiBody({ schema: { type: 'object', required: ['photo'], properties: { photo: { type: 'string', format: 'binary' } } } })
  @ApiOkResponse({ type: BookingEnvelope })
  @ApiErrors(NOT_FOUND, TRIP_ERRORS, {
    400: `'${IMAGE_MESSAGES.missing}', '${IMAGE_MESSAGES.notImage}', '${IMAGE_MESSAGES.unreadable}' or '${IMAGE_MESSAGES.oneFile}'`,
    409: `'${TRIP_MESSAGES.notStarted}' or '${TRIP_MESSAGES.closed}'`,
    413: `'${IMAGE_MESSAGES.tooLarge}'`,
  })
  async storeReceipt(
    @CurrentUser() me: AuthUser | undefined,
    @BookingId() id: number,
    @Req() req: Request,
    @UploadedFile() photo: Express.Multer.File | undefined,
    @Headers(TRIP_TOKEN_HEADER) token?: string,
  ): Promise<BookingEnvelope> {
    return { data: await this.trips.storeReceipt(me, token, id, receiptKind(req), photo?.buffer) };
  }

  @Get(':id/trip/receipts/:kind')
  @Public()
  @ApiOperation({ summary: 'A receipt photo of the trip sheet, for the owner, an admin or the driver link' })
  @IdParam()
  @TripToken()
  @ReceiptKindParam()
  @ApiFileResponse('image/jpeg', 'The photo, re-encoded as JPEG when it was stored')
  @ApiErrors(NOT_FOUND, TRIP_ERRORS, {
    401: `'${TRIP_MESSAGES.badLink}' or '${TRIP_MESSAGES.receiptReader}'`,
    403: "Another customer's booking: 'You can only see your own bookings.'",
    404: `'${BOOKING_MESSAGES.notFound}' or '${TRIP_MESSAGES.noReceipt}'`,
  })
  async receipt(
    @CurrentUser() me: AuthUser | undefined,
    @BookingId() id: number,
    @Req() req: Request,
    @Res() res: Response,
    @Headers(TRIP_TOKEN_HEADER) token?: string,
  ): Promise<void> {
    const photo = await this.trips.receipt(me, token, id, receiptKind(req));
    res.type('image/jpeg').set('Cache-Control', 'private, no-store').set('Content-Disposition', 'inline').send(photo);
  }

  @Get(':id/return-offer')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({
    summary:
      "The cab's empty return of a one-way trip away from Jabalpur, as a ready offer (drop place → Jabalpur, the trip's end, that cab)",
  })
  @IdParam()
  @ApiOkResponse({ type: ReturnOfferEnvelope })
  @ApiErrors(NOT_FOUND)
  async returnOffer(@BookingId() id: number): Promise<ReturnOfferEnvelope> {
    return { data: await this.returnOffers.suggestion(id) };
  }

  @Post(':id/return-offer')
  @ApiErrors(ADMIN_ONLY)
  @Auth('admin')
  @ApiOperation({ summary: "Publish the empty return on the public offers list as the operator's offer (once per trip)" })
  @IdParam()
  @ApiCreatedResponse({ type: ReturnOfferEnvelope })
  @ApiErrors(NOT_FOUND, {
    400: "'discountPercent must be a whole number from 0 to 90'",
    409: `'${RETURN_OFFER_MESSAGES.already}', '${RETURN_OFFER_MESSAGES.notOneWay}', '${RETURN_OFFER_MESSAGES.noCab}', '${RETURN_OFFER_MESSAGES.cancelled}' or '${RETURN_OFFER_MESSAGES.passed}'`,
  })
  async publishReturnOffer(
    @CurrentUser() me: AuthUser,
    @BookingId() id: number,
    @Body() dto: PublishReturnOfferDto,
  ): Promise<ReturnOfferEnvelope> {
    return { data: await this.returnOffers.publish(me, id, dto.discountPercent) };
  }
}
