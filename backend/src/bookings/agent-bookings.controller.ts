import { Body, Controller, Get, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../auth/auth-user.js';
import { Auth } from '../common/decorators/auth.decorator.js';
import { CurrentUser } from '../common/decorators/current-user.decorator.js';
import { IdParam } from '../common/http/id-param.js';
import { BAD_PAGE_QUERY } from '../common/listing/list-docs.js';
import type { Page } from '../common/listing/list-source.js';
import { Paged } from '../common/listing/paged.decorator.js';
import { ApiErrors } from '../common/openapi/api-errors.decorator.js';
import { AGENT_BOOKING_MESSAGES, AgentBookings } from './agent-bookings.service.js';
import { BOOKING_MESSAGES } from './booking-messages.js';
import {
  AgentAssignmentDto,
  AgentBookingEnvelope,
  type AgentBookingResponse,
  AgentBookingsQuery,
  AgentBookingsResponse,
} from './dto/agent-booking.dto.js';

/** The agent portal's bookings: those of the caller's own offers. Live notices come as `offerBooked` on the socket. */
@ApiTags('bookings')
@ApiErrors({ 403: "Not an agent: 'You do not have permission to do this.'" })
@Auth('agent')
@Controller('agent/bookings')
export class AgentBookingsController {
  constructor(private readonly agentBookings: AgentBookings) {}

  @Get()
  @ApiOperation({
    summary: "Bookings of the caller's offers, latest trip first: the passenger's name and mobile, pickup, the driver and cab sent",
  })
  @Paged('data', AgentBookingsResponse)
  @ApiErrors({ 400: BAD_PAGE_QUERY })
  list(@CurrentUser() me: AuthUser, @Query() query: AgentBookingsQuery): Promise<Page<AgentBookingResponse>> {
    return this.agentBookings.list(me, query);
  }

  @Put(':id/assignment')
  @ApiOperation({ summary: 'The driver and cab the agent sends for a booking of their offer; the customer sees them and is e-mailed' })
  @ApiParam({ name: 'id', type: Number, example: 42, description: 'The booking id' })
  @ApiOkResponse({ type: AgentBookingEnvelope })
  @ApiErrors({
    400: 'A missing or bad field (its one message)',
    403: `'${AGENT_BOOKING_MESSAGES.notYourOffer}'`,
    404: `'${BOOKING_MESSAGES.notFound}' (also for a booking not made from an offer)`,
    409: `'${AGENT_BOOKING_MESSAGES.notNow}'`,
  })
  async assign(
    @CurrentUser() me: AuthUser,
    @IdParam(BOOKING_MESSAGES.notFound) id: number,
    @Body() dto: AgentAssignmentDto,
  ): Promise<AgentBookingEnvelope> {
    return { data: await this.agentBookings.assign(me, id, dto) };
  }
}
