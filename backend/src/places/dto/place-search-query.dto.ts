import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

export const DEFAULT_PLACE_LIMIT = 5;
export const MAX_PLACE_LIMIT = 10;
const LIMITS = Array.from({ length: MAX_PLACE_LIMIT }, (_, i) => i + 1);

export class PlaceSearchQueryDto {
  @ApiPropertyOptional({ description: 'What the person typed; empty text gives an empty list', example: 'bho', maxLength: 100 })
  @IsOptional()
  // Checked bottom-up, and only the first failure is reported: the type check goes last.
  @MaxLength(100, { message: 'text must be at most 100 characters' })
  @IsString({ message: 'text must be a single piece of text' })
  text?: string;

  @ApiPropertyOptional({ description: 'How many suggestions at most', default: DEFAULT_PLACE_LIMIT, minimum: 1, maximum: MAX_PLACE_LIMIT })
  @IsOptional()
  // Reads the raw query text: '2.5' or '3abc' must be refused, not rounded or cut.
  @Transform(({ obj, key }) => {
    const raw = (obj as Record<string, unknown>)[key];
    if (raw === undefined || raw === '') return undefined;
    return typeof raw === 'string' && /^\d{1,3}$/.test(raw.trim()) ? Number(raw) : raw;
  })
  @IsIn(LIMITS, { message: `limit must be a whole number from 1 to ${MAX_PLACE_LIMIT}` })
  limit?: number;
}
