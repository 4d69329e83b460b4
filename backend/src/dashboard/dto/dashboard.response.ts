import { ApiProperty } from '@nestjs/swagger';

export class DashboardTileResponse {
  @ApiProperty({ example: 'tripsToday', description: 'The tile: tripsToday, tripsTomorrow, advancesWaiting, and those other modules add' })
  id: string;

  @ApiProperty({ example: 14 })
  count: number;

  @ApiProperty({
    example: '/admin/view-bookings?open=true&dateFrom=2026-11-25&dateTo=2026-11-25&sort=date',
    description: 'The list filtered to what the tile counts',
  })
  link: string;
}

export class MonthFiguresResponse {
  @ApiProperty({ example: '2026-10', description: 'IST calendar month' })
  month: string;

  @ApiProperty({ example: 812, description: 'Trips in the month, not cancelled' })
  bookings: number;

  @ApiProperty({ example: 2450000, description: 'Their fares, whole rupees' })
  revenue: number;
}

export class TripTypeFiguresResponse {
  @ApiProperty({
    example: 'round-trip',
    description: "'offer' (an agent's offer), else the booking's trip type (one-way, round-trip, local …)",
  })
  tripType: string;

  @ApiProperty({ example: 9120, description: 'Trips over the 12 months, not cancelled' })
  bookings: number;
}

export class DashboardResponse {
  @ApiProperty({ example: '2026-11-25', description: "Today's IST date" })
  today: string;

  @ApiProperty({ type: [DashboardTileResponse] })
  tiles: DashboardTileResponse[];

  @ApiProperty({ type: [MonthFiguresResponse], description: 'The 12 IST months ending with this one, oldest first, by trip date' })
  months: MonthFiguresResponse[];

  @ApiProperty({ type: [TripTypeFiguresResponse], description: 'Trips of those 12 months by trip type, most first' })
  tripTypes: TripTypeFiguresResponse[];
}

export class DashboardEnvelope {
  @ApiProperty({ type: DashboardResponse })
  data: DashboardResponse;
}
