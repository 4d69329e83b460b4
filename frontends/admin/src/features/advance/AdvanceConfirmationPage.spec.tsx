import { mockApi, renderPage } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, bookingFixture } from '@/testing/fixtures';
import { AdvanceConfirmationPage } from './AdvanceConfirmationPage';

const open = (url: string) => renderPage(<AdvanceConfirmationPage />, { session: adminSession, path: '/advanceconformation', url });

describe(AdvanceConfirmationPage.name, () => {
  it('asks whether the customer paid an advance, saying to click Yes if so', async () => {
    mockApi([{ path: '/api/bookings/8', body: { data: bookingFixture({ _id: 8, reference: 'JBP-000008' }) } }]);
    open('/advanceconformation?booking=8');
    expect(await screen.findByRole('heading', { name: 'Did the customer pay an advance?' })).toBeInTheDocument();
    expect(screen.getByText(/if the customer paid an advance for this booking/)).toHaveTextContent('Click Yes if the customer paid an advance');
    expect(screen.getByText('JBP-000008')).toBeInTheDocument();
  });

  it('Yes records the advance and opens the duty slip of the booking', async () => {
    const b = bookingFixture({ _id: 8, status: 'confirmed', advanceStatus: 'submitted', advanceSubmission: { amount: 1048, utr: '412345678901', submittedAt: null } });
    const api = mockApi([
      { path: '/api/bookings/8', body: { data: b } },
      { method: 'PATCH', path: '/api/bookings/8/advance', body: { data: { ...b, advanceAmount: 1048, advanceStatus: 'verified' } } },
    ]);
    const view = open('/advanceconformation?booking=8');
    expect(await screen.findByLabelText('Advance paid (₹)')).toHaveValue(1048);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.location()).toBe('/onewaydutyslip?booking=8'));
    expect(api.callsTo('/api/bookings/8/advance', 'PATCH')[0].body).toEqual({ advanceAmount: 1048 });
  });

  it('No opens the duty slip without recording anything', async () => {
    const api = mockApi([{ path: '/api/bookings/8', body: { data: bookingFixture({ _id: 8 }) } }]);
    const view = open('/advanceconformation?booking=8');
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(view.location()).toBe('/onewaydutyslip?booking=8'));
    expect(api.callsTo('/api/bookings/8/advance', 'PATCH')).toHaveLength(0);
  });

  it('stays and says why when the advance cannot be saved', async () => {
    mockApi([
      { path: '/api/bookings/8', body: { data: bookingFixture({ _id: 8 }) } },
      { method: 'PATCH', path: '/api/bookings/8/advance', status: 400, body: { statusCode: 400, message: 'Advance amount must not be more than the total' } },
    ]);
    const view = open('/advanceconformation?booking=8');
    await userEvent.type(await screen.findByLabelText('Advance paid (₹)'), '0');
    await userEvent.clear(screen.getByLabelText('Advance paid (₹)'));
    await userEvent.type(screen.getByLabelText('Advance paid (₹)'), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Advance amount must not be more than the total');
    expect(view.location()).toBe('/advanceconformation?booking=8');
  });

  it('asks for a booking when none is chosen, and says when it does not exist', async () => {
    mockApi([{ path: '/api/bookings/404', status: 404, body: { statusCode: 404, message: 'Booking not found.' } }]);
    const first = open('/advanceconformation');
    expect(screen.getByText('No booking selected.')).toBeInTheDocument();
    expect(screen.getByText('No booking selected.').parentElement).toContainElement(
      screen.getAllByRole('link', { name: 'All Bookings' }).find((a) => !a.closest('nav')) ?? null,
    );
    first.unmount();
    open('/advanceconformation?booking=404');
    expect(await screen.findByText('Booking not found.')).toBeInTheDocument();
  });
});
