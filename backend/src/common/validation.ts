import { Transform } from 'class-transformer';
import { registerDecorator, type ValidationArguments, type ValidationOptions } from 'class-validator';

/** Trims strings; leaves anything else for the type validators to reject. */
export const Trim = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export const Lowercase = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value));

/** The property must equal another property of the same object. */
export function Matches(property: string, options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'matchesProperty',
      target: object.constructor,
      propertyName,
      constraints: [property],
      options,
      validator: {
        validate(value: unknown, args: ValidationArguments) {
          return value === (args.object as Record<string, unknown>)[args.constraints[0] as string];
        },
      },
    });
}

export const INDIAN_MOBILE = /^[6-9]\d{9}$/;
export const PINCODE = /^\d{6}$/;
export const MESSAGES = {
  mobile: 'Mobile must be a 10-digit Indian number starting with 6, 7, 8 or 9',
  pincode: 'Pincode must be 6 digits',
  email: 'Please enter a valid email address',
};

// class-validator runs a property's decorators from the bottom up and, with the app's
// `stopAtFirstError`, reports the first failure: so in DTOs the presence check sits lowest.

// C0 and C1 control characters (tabs and line breaks included): an address is one line on a slip.
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** The text has no control characters; the message names the field the way the DTO does. */
export function NoControlChars(message: string) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'noControlChars',
      target: object.constructor,
      propertyName,
      options: { message },
      validator: { validate: (value: unknown) => typeof value !== 'string' || !CONTROL_CHARS.test(value) },
    });
}
