import {
  applyDecorators,
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { catchError, type Observable, throwError } from 'rxjs';
import { IMAGE_MESSAGES, MAX_IMAGE_BYTES } from './files.service.js';

/** Multer's own wording ('File too large', 'Unexpected field') becomes the site's one wording. */
@Injectable()
class ImageUploadMessages implements NestInterceptor {
  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof PayloadTooLargeException) return throwError(() => new PayloadTooLargeException(IMAGE_MESSAGES.tooLarge));
        if (error instanceof BadRequestException && /^(Unexpected (file )?field|Too many (files|parts))/.test(error.message)) {
          return throwError(() => new BadRequestException(IMAGE_MESSAGES.oneFile));
        }
        return throwError(() => error);
      }),
    );
  }
}

/**
 * A multipart upload of one image in `field`, held in memory up to 5 MB; its content is checked
 * by FilesService.prepareImage. Every route that takes an image uses this, so the limits and
 * their messages are the same everywhere.
 */
export const ImageUpload = (field: string) =>
  applyDecorators(
    UseInterceptors(
      ImageUploadMessages,
      FileInterceptor(field, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 20, parts: 22 } }),
    ),
    ApiConsumes('multipart/form-data'),
  );
