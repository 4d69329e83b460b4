import { setLanguage } from '@jbp/shared';
import { bundlesOf, englishLeftovers, http, renderPage, server, textModuleProblems } from '@jbp/shared/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BookingDetailPage } from '@/features/bookings/BookingDetailPage';
import { BookingsPage } from '@/features/bookings/BookingsPage';
import { serveBooking } from '@/testing/bookingServer';
import { adminSession, anAdminBooking } from '@/testing/fixtures';

const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.i18n.ts', '../../shared/src/**/*.i18n.ts', '../../widgets/src/**/*.i18n.ts'],
  { eager: true },
);
const leftovers = () => englishLeftovers(document.body.textContent ?? '', bundlesOf(modules));

describe('the admin portal texts', () => {
  it('exist in English and Hindi, with the same keys, placeholders and tags', () => {
    expect(textModuleProblems(modules)).toEqual([]);
  });

  it('show the bookings list in Hindi, statuses and money included, with no English sentence left', async () => {
    const booking = anAdminBooking({ _id: 7, id: 7, reference: 'JBP-000007', status: 'cancelled by the customer' });
    server.use(http.get('/api/bookings/all', ({ response }) => response(200).json({ data: [booking], total: 1, page: 1, limit: 10 })));
    setLanguage('hi');
    renderPage(<BookingsPage />, { session: adminSession, path: '/admin/view-bookings' });
    expect(screen.getByRole('heading', { level: 1, name: 'सभी बुकिंग' })).toBeInTheDocument();
    const row = await screen.findByTestId('booking-row');
    expect(within(row).getByText('ग्राहक ने रद्द की')).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'बुकिंग JBP-000007 देखें' })).toHaveAttribute('href', '/bookingdetail/7');
    expect(screen.getByRole('option', { name: 'सभी स्थितियाँ' })).toBeInTheDocument();
    expect(screen.getByText('पेज 1 / 1 · 1 परिणाम')).toBeInTheDocument();
    expect(leftovers()).toEqual([]);
  });

  it('show a booking in Hindi: journey, fare lines by their code, status buttons', async () => {
    serveBooking(anAdminBooking({ _id: 12, id: 12, reference: 'JBP-000012', pickupInfo: 'Highway to Highway' }));
    setLanguage('hi');
    renderPage(<BookingDetailPage />, { session: adminSession, path: '/bookingdetail/:id', url: '/bookingdetail/12' });
    expect(await screen.findByRole('heading', { level: 1, name: 'बुकिंग JBP-000012' })).toBeInTheDocument();
    const fare = screen.getByRole('region', { name: 'किराया' });
    expect(fare).toHaveTextContent('मूल किराया₹5,040.00');
    expect(fare).toHaveTextContent('ड्राइवर भत्ता₹200.00');
    expect(screen.getByRole('region', { name: 'यात्रा' })).toHaveTextContent('हाईवे से हाईवे');
    expect(screen.getByRole('button', { name: 'बुकिंग कन्फ़र्म करें' })).toBeInTheDocument();
    expect(leftovers()).toEqual([]);
  });
});
