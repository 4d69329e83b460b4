import { Transform } from 'class-transformer';
import { registerDecorator } from 'class-validator';
import { isCalendarDate, isClockTime } from './ist.js';

/** 'YYYY-MM-DD', a real calendar date. Whether it is in the past is the service's call (it has the clock). */
export function IsIstDate(label: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isIstDate',
      target: target.constructor,
      propertyName,
      validator: { validate: (value: unknown) => isCalendarDate(value), defaultMessage: () => `${label} must be a date like 2025-12-31` },
    });
}

/** 24-hour 'HH:mm'. */
export function IsClockTime(label: string) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isClockTime',
      target: target.constructor,
      propertyName,
      validator: { validate: (value: unknown) => isClockTime(value), defaultMessage: () => `${label} must be a time like 09:30 (24-hour)` },
    });
}

/** Forms send numbers as text ('1500'): such text becomes a number; anything else is left for the validators. */
export const NumberFromText = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value));
