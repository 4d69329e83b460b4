import { NotFoundException, Param, type PipeTransform } from '@nestjs/common';

const MAX_ID = 2_147_483_647;

/** A row id in a path: a whole number from 1 up to the largest INT. */
export function parseId(value: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id <= MAX_ID ? id : undefined;
}

class ParseIdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = parseId(value);
    if (id === undefined) throw new NotFoundException(this.notFound);
    return id;
  }
}

/**
 * `:id` of a path. An id that cannot exist ('abc', '0', '1e3', 99999999999) answers the same
 * 404 as an id that does not, so callers learn nothing more from a malformed one.
 */
export const IdParam = (notFoundMessage: string, name = 'id') => Param(name, new ParseIdPipe(notFoundMessage));
