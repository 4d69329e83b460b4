import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  type ValidationArguments,
} from 'class-validator';
import { IsIstDate, NumberFromText } from '../time/time-validators.js';
import { Trim } from '../validation.js';

// In applyDecorators the validators run in the order listed (stacked decorators run bottom up), and
// the app's ValidationPipe stops at a field's first failure: the type check comes first.
//
// The query every list takes: `q`, its own filters, `sort`, `page` and `limit`. A list's query
// class extends ListQuery and adds its filters (each a field here and a line in its filter table,
// see list-filters.ts) and its sort keys (`@SortParam`).

export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 200;
/** Deeper pages than this are refused rather than asking the database for an absurd offset. */
export const MAX_PAGE = 100_000;

export const LIST_MESSAGES = {
  q: 'q must be a single piece of text of at most 100 characters',
  page: `page must be a whole number from 1 to ${MAX_PAGE}`,
  limit: limitMessage(MAX_LIMIT),
  sort: (keys: readonly string[]) => `sort must be one of: ${sortValues(keys).join(', ')}`,
  boolean: (name: string) => `${name} must be true or false`,
  id: (name: string) => `${name} must be a whole number`,
  rangeOrder: (from: string, to: string) => `${to} cannot be before ${from}`,
};

export function limitMessage(max: number): string {
  return `limit must be a whole number from 1 to ${max}`;
}

/** `page`: a whole number from 1 to MAX_PAGE, 1 when absent. */
export function PageParam() {
  const message = { message: LIST_MESSAGES.page };
  return applyDecorators(
    ApiPropertyOptional({ default: 1, minimum: 1, maximum: MAX_PAGE, example: 1 }),
    IsOptional(),
    NumberFromText(),
    IsInt(message),
    Min(1, message),
    Max(MAX_PAGE, message),
  );
}

/** `limit`: a whole number from 1 to `max`, `fallback` when absent. */
export function LimitParam(fallback: number, max: number) {
  const message = { message: limitMessage(max) };
  return applyDecorators(
    ApiPropertyOptional({ default: fallback, minimum: 1, maximum: max, example: fallback }),
    IsOptional(),
    NumberFromText(),
    IsInt(message),
    Min(1, message),
    Max(max, message),
  );
}

/** `page` and `limit`: what every list takes, searchable or not. */
export class PageQuery {
  @PageParam()
  page?: number;

  @LimitParam(DEFAULT_LIMIT, MAX_LIMIT)
  limit?: number;
}

/** A searchable list; each list declares its own `sort` with @SortParam and its keys. */
export class ListQuery extends PageQuery {
  @ApiPropertyOptional({ description: 'Search text', example: '9876543210', maxLength: 100 })
  @IsOptional()
  @Trim()
  @MaxLength(100, { message: LIST_MESSAGES.q })
  @IsString({ message: LIST_MESSAGES.q })
  q?: string;
}

/** 'createdAt' sorts ascending, '-createdAt' descending. */
export function sortValues(keys: readonly string[]): string[] {
  return keys.flatMap((key) => [key, `-${key}`]);
}

/** The `sort` parameter of a list: one of its keys, `-key` for descending. */
export function SortParam(keys: readonly string[], defaultSort: string) {
  return applyDecorators(
    ApiPropertyOptional({ enum: sortValues(keys), default: defaultSort, description: '`-key` sorts descending', example: defaultSort }),
    IsOptional(),
    Trim(),
    IsIn(sortValues(keys), { message: LIST_MESSAGES.sort(keys) }),
  );
}

/** `active=true` / `active=false` in the URL. */
export function BooleanParam(name: string, description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, description, example: true }),
    IsOptional(),
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsBoolean({ message: LIST_MESSAGES.boolean(name) }),
  );
}

/** An id in the URL, e.g. `agentId=12`. */
export function IdParam(name: string, description: string) {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, description, example: 12 }),
    IsOptional(),
    NumberFromText(),
    IsInt({ message: LIST_MESSAGES.id(name) }),
    Min(1, { message: LIST_MESSAGES.id(name) }),
  );
}

/** A text filter compared exactly, e.g. `vehicle=Dzire`. */
export function TextParam(name: string, description: string, example: string) {
  return applyDecorators(
    ApiPropertyOptional({ description, example, maxLength: 100 }),
    IsOptional(),
    Trim(),
    IsString({ message: `${name} must be a single piece of text of at most 100 characters` }),
    MaxLength(100, { message: `${name} must be a single piece of text of at most 100 characters` }),
  );
}

/**
 * An IST calendar date; with `notBefore`, the other end of the range it closes must not be later
 * (dateTo=2025-09-01 with dateFrom=2025-10-01 is a mistake worth saying so, not an empty list).
 */
export function DateParam(name: string, description: string, notBefore?: string) {
  return applyDecorators(
    ApiPropertyOptional({ format: 'date', description, example: '2025-10-31' }),
    IsOptional(),
    IsIstDate(name) as PropertyDecorator,
    ...(notBefore ? [NotBefore(notBefore, name)] : []),
  );
}

function NotBefore(other: string, name: string): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'notBefore',
      target: target.constructor,
      propertyName: propertyName as string,
      constraints: [other],
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          const from = (args.object as Record<string, unknown>)[other];
          return typeof from !== 'string' || typeof value !== 'string' || from <= value;
        },
        defaultMessage: () => LIST_MESSAGES.rangeOrder(other, name),
      },
    });
}
