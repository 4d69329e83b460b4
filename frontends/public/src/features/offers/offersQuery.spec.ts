import { describe, expect, it } from 'vitest';
import { routes } from '../../routes';
import { FIRST_OFFERS_PAGE_URL } from './offersQuery';

describe('the home page preload', () => {
  it("asks the server to preload exactly the first page's URL the offers list fetches", () => {
    expect(routes.find((r) => r.path === '/')?.preload).toContain(FIRST_OFFERS_PAGE_URL);
  });
});
