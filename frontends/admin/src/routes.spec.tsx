import { textIn } from '@jbp/shared';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('admin routes', () => {
  it("lists the admin's paths and titles, each for admins only", () => {
    expect(routes.map((r) => [r.path, r.title && textIn(r.title, 'en')])).toEqual([
      ['/adminprofile', 'Admin Profile'],
      ['/admin/dashboard', 'Dashboard'],
      ['/admin/view-bookings', 'All Bookings'],
      ['/bookingdetail/:id', 'Booking Detail'],
      ['/allcustomers', 'Customers'],
      ['/singlecustomerdetail/:id', 'Customer Detail'],
      ['/allagents', 'Agents'],
      ['/singleagentdetail/:id', 'Agent Detail'],
      ['/advanceconformation', 'Advance Confirmation'],
      ['/alloffersforadmin', 'All Offers with Agent Info'],
      ['/admin/fleet', 'Drivers and Cabs'],
      ['/admin/fares', 'Fares'],
      ['/admin/enquiries', 'Enquiries'],
      ['/admin/packages', 'Packages'],
    ]);
    expect(routes.every((r) => JSON.stringify(r.allowedRoles) === '["admin"]')).toBe(true);
  });

  it('loads a page component for every path, each a different page', async () => {
    const pages = await Promise.all(routes.map((r) => r.load()));
    expect(pages.every((page) => typeof page.default === 'function')).toBe(true);
    expect(new Set(pages.map((page) => page.default.displayName)).size).toBe(routes.length);
  });

  it('titles every page in English and Hindi', () => {
    for (const route of routes) expect(route.title && textIn(route.title, 'hi')).toMatch(/[\u0900-\u097F]/);
  });
});
