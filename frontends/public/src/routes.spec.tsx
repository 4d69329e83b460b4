import { textIn } from '@jbp/shared';
import { renderPage } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

const CUSTOMER = ['customer'];
const ADMIN_OR_CUSTOMER = ['admin', 'customer'];

describe('public routes', () => {
  it("lists every visitor and customer path with the spec's guards and titles", () => {
    expect(routes.map((r) => [r.path, r.allowedRoles, r.title && textIn(r.title, 'en')])).toEqual([
      ['/', undefined, undefined],
      ['/todayoffer', undefined, 'Limited-Time Offer'],
      ['/contactus', undefined, 'Contact Us'],
      ['/railwayticket', undefined, 'Railway Ticket'],
      ['/flightticket', undefined, 'Flight Ticket'],
      ['/maiharropeway', undefined, 'Maihar Ropeway Ticket'],
      ['/cabs/:tripType', undefined, 'Find Your Cab'],
      ['/quote', undefined, 'Fares for Your Trip'],
      ['/packages', undefined, 'Trip Packages'],
      ['/packages/:id', undefined, 'Package'],
      ['/enquiry', undefined, 'Send an Enquiry'],
      ['/login', undefined, 'Login'],
      ['/register', undefined, 'Register'],
      ['/awaiting-approval', undefined, 'Waiting for Approval'],
      ['/resetpassword', undefined, 'Set a New Password'],
      ['/forgotpassword', undefined, 'Forgot Password?'],
      ['/confirm-email', undefined, 'Confirm Your New E-mail'],
      ['/customerprofile', CUSTOMER, 'My Profile'],
      ['/customertermsconditions', CUSTOMER, 'Customer Terms & Conditions'],
      ['/terms', undefined, 'Terms & Conditions'],
      ['/privacy', undefined, 'Privacy Policy'],
      ['/refund-policy', undefined, 'Cancellation & Refund Policy'],
      ['/oneway', ADMIN_OR_CUSTOMER, 'One-way Cab'],
      ['/onewayshowvehical', ADMIN_OR_CUSTOMER, 'Choose a Vehicle'],
      ['/onewayconfirmvehical', ADMIN_OR_CUSTOMER, 'Confirm Your Booking'],
      ['/customerdetailform', ADMIN_OR_CUSTOMER, 'Passenger Details'],
      ['/onewaypayadvance', ADMIN_OR_CUSTOMER, 'Review & Book'],
      ['/trippayadvance', ADMIN_OR_CUSTOMER, 'Review & Book'],
      ['/offerconvehical', ADMIN_OR_CUSTOMER, 'Offer Details'],
      ['/offerpayadvance', ADMIN_OR_CUSTOMER, 'Book This Offer'],
      ['/qr-code', ADMIN_OR_CUSTOMER, 'Scan & Pay'],
      ['/onewaydutyslip', ADMIN_OR_CUSTOMER, 'Duty Slip'],
      ['/trip/:token', undefined, 'Trip Sheet'],
    ]);
  });

  it('titles every page in English and Hindi', () => {
    for (const route of routes.filter((r) => r.title)) {
      expect(route.title && textIn(route.title, 'hi')).toMatch(/[\u0900-\u097F]/);
    }
  });

  it('loads a different page component for every path (the public /terms shows the customer terms)', async () => {
    const pages = await Promise.all(routes.map((r) => r.load()));
    expect(pages.every((page) => typeof page.default === 'function')).toBe(true);
    expect(new Set(pages.map((page) => page.default.displayName)).size).toBe(routes.length - 1);
    const terms = (path: string) => pages[routes.findIndex((r) => r.path === path)]?.default.displayName;
    expect(terms('/terms')).toBe(terms('/customertermsconditions'));
  });

  it('renders a page inside the element that scopes the remote styles', async () => {
    const route = routes.find((r) => r.path === '/flightticket');
    const { default: FlightTicket } = await (route?.load() ?? Promise.reject(new Error('no /flightticket')));
    renderPage(<FlightTicket />, { path: '/flightticket' });
    expect(screen.getByRole('heading', { level: 1 }).closest('.jbp-public')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Flight');
  });
});
