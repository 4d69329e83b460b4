import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('admin routes', () => {
  it("lists the admin's paths, each for admins only", () => {
    expect(routes.map((r) => r.path)).toEqual([
      '/adminprofile',
      '/admin/view-bookings',
      '/bookingdetail/:id',
      '/allcustomers',
      '/singlecustomerdetail/:id',
      '/allagents',
      '/singleagentdetail/:id',
      '/advanceconformation',
      '/alloffersforadmin',
    ]);
    expect(routes.every((r) => JSON.stringify(r.allowedRoles) === '["admin"]')).toBe(true);
  });
});
