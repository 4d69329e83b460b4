import {
  applyDecorators,
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  type Type,
  UseInterceptors,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiOkResponse } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { map, type Observable } from 'rxjs';
import type { Page } from './list-source.js';
import { pageHeaders } from './page-links.js';

/**
 * How a list's page is answered, so every list keeps the shape its clients know:
 * - `array`: the rows as a bare array (the users lists),
 * - `data`: `{data: rows}` (the offers lists),
 * - `data-total`: `{data, total, page, limit}` (the bookings list).
 */
export type PageShape = 'array' | 'data' | 'data-total';

const PAGE_SHAPE = 'page-shape';

/** The headers every list page answers with, as documented. */
export const PAGE_HEADERS = {
  'X-Total-Count': { description: 'How many rows match the filters, on every page', schema: { type: 'integer', example: 1234 } },
  Link: {
    description: 'RFC 8288 links to the first, prev, next and last pages, the same filters kept',
    schema: {
      type: 'string',
      example: '</api/bookings/all?status=pending&page=1>; rel="first", </api/bookings/all?status=pending&page=3>; rel="next"',
    },
  },
};

/**
 * A list route: its handler returns a `Page`; the answer is the page in `shape`, with the
 * X-Total-Count and Link headers. `type` is the documented answer (the row class for `array`).
 */
export function Paged(shape: PageShape, type: Type<unknown>, description?: string) {
  return applyDecorators(
    SetMetadata(PAGE_SHAPE, shape),
    UseInterceptors(PageInterceptor),
    ApiOkResponse({ type, isArray: shape === 'array', headers: PAGE_HEADERS, description }),
  );
}

@Injectable()
export class PageInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler<Page<unknown>>): Observable<unknown> {
    const shape = this.reflector.get<PageShape>(PAGE_SHAPE, context.getHandler());
    const http = context.switchToHttp();
    const req = http.getRequest<Request>();
    const res = http.getResponse<Response>();
    return next.handle().pipe(
      map((page) => {
        const headers = pageHeaders(req.originalUrl, page.page, page.limit, page.total);
        for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
        if (shape === 'array') return page.items;
        if (shape === 'data') return { data: page.items };
        return { data: page.items, total: page.total, page: page.page, limit: page.limit };
      }),
    );
  }
}
