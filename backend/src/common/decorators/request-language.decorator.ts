import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { preferredLanguage } from '../i18n/translate.js';

/**
 * The language the caller's Accept-Language prefers ('hi' or 'en'): the site's language switch
 * sends it. For PDFs in the reader's language and the language stored for a person's e-mails.
 */
export const RequestLanguage = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  preferredLanguage(context.switchToHttp().getRequest<Request>().headers['accept-language']),
);
