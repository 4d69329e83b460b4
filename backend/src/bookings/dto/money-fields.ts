import { applyDecorators } from '@nestjs/common';
import { IsNumber, Max, Min } from 'class-validator';
import { Optional } from '../../common/validation.js';
import { MAX_RUPEES } from '../../common/money.js';
import { NumberFromText } from '../../common/time/time-validators.js';

/** A rupee amount, 0 or more, at most 2 decimals, with readable messages naming the field. */
export const RupeeAmount = (label: string, opts: { optional?: boolean } = {}) =>
  applyDecorators(
    ...(opts.optional ? [Optional()] : []),
    NumberFromText(),
    // Listed in the order they are checked (applyDecorators registers top-down).
    IsNumber(
      { maxDecimalPlaces: 2, allowNaN: false, allowInfinity: false },
      { message: `${label} must be an amount in rupees with at most 2 decimals` },
    ),
    Min(0, { message: `${label} cannot be negative` }),
    Max(MAX_RUPEES, { message: `${label} must be at most ₹10,00,000` }),
  );
