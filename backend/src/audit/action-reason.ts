// The reason an admin gives for a destructive action (cancel, no-show, deactivate): one plain
// sentence, kept on the record it changed and in the audit log, and shown to the customer.
import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength, registerDecorator, ValidateIf } from 'class-validator';
import { PlainText, Trim } from '../common/validation.js';

export const REASON_MIN = 3;
export const REASON_MAX = 200;

export const REASON_MESSAGES = {
  required: 'Please give a reason in one sentence.',
  tooShort: `The reason must be at least ${REASON_MIN} characters.`,
  tooLong: `The reason must be at most ${REASON_MAX} characters.`,
  notText: 'The reason must be text.',
};

/**
 * The `reason` body field: required when `needed(body)` says the action destroys something,
 * otherwise optional (and checked when given). Blank counts as missing.
 */
export function ActionReason(needed: (body: Record<string, unknown>) => boolean, description: string) {
  // applyDecorators applies in list order, which is the reverse of stacked decorators: the presence
  // check comes first here, so with stopAtFirstError a missing reason gets its own one sentence.
  return applyDecorators(
    ApiPropertyOptional({
      type: String,
      example: 'The customer asked us by phone to cancel.',
      minLength: REASON_MIN,
      maxLength: REASON_MAX,
      description,
    }),
    RequiredText(),
    IsString({ message: REASON_MESSAGES.notText }),
    MinLength(REASON_MIN, { message: REASON_MESSAGES.tooShort }),
    MaxLength(REASON_MAX, { message: REASON_MESSAGES.tooLong }),
    PlainText('Reason') as PropertyDecorator,
    Trim(),
    ValidateIf((body: object, value: unknown) => value !== undefined || needed(body as Record<string, unknown>)),
  );
}

/** Present and not blank after trimming. */
function RequiredText(): PropertyDecorator {
  return (object: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'requiredText',
      target: object.constructor,
      propertyName: String(propertyName),
      options: { message: REASON_MESSAGES.required },
      validator: { validate: (value: unknown) => value !== undefined && value !== null && value !== '' },
    });
}
