import { type ArgumentMetadata, BadRequestException, ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { SERVER_MESSAGES } from '../i18n/server-messages.js';

/**
 * The first thing wrong with a body or query, as one sentence naming the field. Nested fields are
 * named by their path ('passenger.name is required'): DTO messages start with the property name.
 */
export function firstValidationMessage(errors: ValidationError[], parentPath = ''): string | undefined {
  for (const error of errors) {
    const path = parentPath ? `${parentPath}.${error.property}` : error.property;
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      const [name, message] = constraints[0];
      if (name === 'whitelistValidation') return SERVER_MESSAGES['body.unknownField'].en.replace('{field}', path);
      if (name === 'unknownValue') return SERVER_MESSAGES['body.notObject'].en;
      return parentPath ? `${parentPath}.${message}` : message;
    }
    const nested = firstValidationMessage(error.children ?? [], path);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * The one validation setup of the API, for every body and query: unknown fields refused, values
 * converted to the DTO's types, and the first problem answered as a single sentence (see
 * docs/architecture.md, "Messages"). New DTOs need nothing more than their decorators.
 */
export function createValidationPipe(): ValidationPipe {
  return new BodyValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    stopAtFirstError: true,
    exceptionFactory: (errors) => new BadRequestException(firstValidationMessage(errors) ?? SERVER_MESSAGES['body.notObject'].en),
  });
}

/** A body checked against a DTO must be one JSON object: `[{…}]` would otherwise pass as a list of them. */
class BodyValidationPipe extends ValidationPipe {
  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    // Path ids are parsed by IdParam alone: converting them here first would read '1e3' as 1000.
    if (metadata.type === 'param') return Promise.resolve(value);
    const dto = metadata.type === 'body' && metadata.metatype && this.toValidate(metadata);
    if (dto && value !== undefined && (typeof value !== 'object' || value === null || Array.isArray(value))) {
      throw new BadRequestException(SERVER_MESSAGES['body.notObject'].en);
    }
    return super.transform(value, metadata);
  }
}
