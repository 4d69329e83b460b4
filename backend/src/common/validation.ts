import { Transform } from 'class-transformer';
import { registerDecorator, ValidateIf, type ValidationArguments, type ValidationOptions } from 'class-validator';

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

/**
 * For body fields that may be left out. Unlike class-validator's IsOptional, `null` is not
 * "left out": `{"haltingCharges": null}` is refused by the field's own checks instead of being
 * read as 0 or as "unchanged". Fields where null means something (remove a photo) say so themselves.
 */
export const Optional = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

// C0/C1 control characters (tab and new line too: these are one-line fields), the bidi embeddings,
// overrides and isolates (U+202A–202E, U+2066–2069) that make text read differently than it is
// stored, and the zero-width and invisible characters that make two equal-looking names differ.
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]/u;

// Zero-width (non-)joiners shape conjuncts in Devanagari, so they stay allowed after a Hindi letter.
const STRAY_JOINER = /(?<![\u0900-\u097f])[\u200c\u200d]/u;

/** True when the text holds no control, direction-changing or invisible characters. */
export function isPlainText(value: unknown): boolean {
  return typeof value !== 'string' || !(HIDDEN_CHARACTERS.test(value) || STRAY_JOINER.test(value));
}

/** Names, addresses and places: refuses control, bidi-override and zero-width characters. */
export function PlainText(label: string) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'plainText',
      target: object.constructor,
      propertyName,
      validator: {
        validate: isPlainText,
        defaultMessage: () => `${label} cannot contain control, direction-changing or invisible characters`,
      },
    });
}

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
