import { queryKeys } from '@jbp/shared';
import { aBill, renderPage } from '@jbp/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Refusal, serveBooking } from '@/testing/bookingServer';
import { adminSession, anAdminBooking } from '@/testing/fixtures';
import { AdvanceConfirmationPage } from './AdvanceConfirmationPage';

const open = (url: string) => renderPage(<AdvanceConfirmationPage />, { session: adminSession, path: '/advanceconformation', url });

describe(AdvanceConfirmationPage.name, () => {
  it('asks whether the customer paid an advance, saying to click Yes if so, with the total the server sent', async () => {
    serveBooking(anAdminBooking({ _id: 8, id: 8, reference: 'JBP-000008', bill: aBill({ total: 5965.5 }) }));
    open('/advanceconformation?booking=8');
    expect(await screen.findByRole('heading', { name: 'Did the customer pay an advance?' })).toBeInTheDocument();
    expect(screen.getByText(/if the customer paid an advance for this booking/)).toHaveTextContent(
      'Click Yes if the customer paid an advance',
    );
    expect(screen.getByText('JBP-000008')).toBeInTheDocument();
    expect(screen.getByText(/Total/)).toHaveTextContent('Total ₹5,965.50');
  });

  it('offers the advance due when the customer reported nothing', async () => {
    serveBooking(anAdminBooking({ _id: 8, id: 8, bill: aBill({ advanceDue: 1048 }) }));
    open('/advanceconformation?booking=8');
    expect(await screen.findByLabelText('Advance paid (₹)')).toHaveValue(1048);
  });

  it('Yes records the advance the customer reported and opens the duty slip of the booking', async () => {
    const b = anAdminBooking({
      _id: 8,
      id: 8,
      status: 'confirmed',
      advanceStatus: 'submitted',
      advanceSubmission: { amount: 1000, utr: '412345678901', submittedAt: null },
    });
    const api = serveBooking(b, { advance: ({ advanceAmount }, current) => ({ ...current, advanceAmount, advanceStatus: 'verified' }) });
    const view = open('/advanceconformation?booking=8');
    view.queryClient.setQueryData(queryKeys.allBookings({ q: '', status: '', date: '', page: 1 }), {
      bookings: [],
      total: 0,
      page: 1,
      pages: 1,
    });
    expect(await screen.findByLabelText('Advance paid (₹)')).toHaveValue(1000);
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(view.location()).toBe('/onewaydutyslip?booking=8'));
    expect(api.sent.advance).toEqual([{ advanceAmount: 1000 }]);
    expect(view.queryClient.getQueryState(queryKeys.allBookings({ q: '', status: '', date: '', page: 1 }))?.isInvalidated).toBe(true);
  });

  it('No opens the duty slip without recording anything', async () => {
    const api = serveBooking(anAdminBooking({ _id: 8, id: 8 }), { advance: (_, b) => b });
    const view = open('/advanceconformation?booking=8');
    await userEvent.click(await screen.findByRole('button', { name: 'No' }));
    await waitFor(() => expect(view.location()).toBe('/onewaydutyslip?booking=8'));
    expect(api.sent.advance).toHaveLength(0);
  });

  it('stays and says why when the advance cannot be saved', async () => {
    serveBooking(anAdminBooking({ _id: 8, id: 8 }), {
      advance: () => {
        throw new Refusal('Advance amount must not be more than the total');
      },
    });
    const view = open('/advanceconformation?booking=8');
    await userEvent.clear(await screen.findByLabelText('Advance paid (₹)'));
    await userEvent.type(screen.getByLabelText('Advance paid (₹)'), '99999');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Advance amount must not be more than the total');
    expect(view.location()).toBe('/advanceconformation?booking=8');
  });

  it("asks for an amount above 0 before sending: 'Enter the advance the customer paid, in rupees.'", async () => {
    const api = serveBooking(anAdminBooking({ _id: 8, id: 8 }), { advance: (_, b) => b });
    const view = open('/advanceconformation?booking=8');
    await userEvent.clear(await screen.findByLabelText('Advance paid (₹)'));
    await userEvent.type(screen.getByLabelText('Advance paid (₹)'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the advance the customer paid, in rupees.');
    expect(api.sent.advance).toHaveLength(0);
    expect(view.location()).toBe('/advanceconformation?booking=8');
  });

  it('lets Yes and No be clicked only when the server allows verifying the advance and printing the slip', async () => {
    const actions = { ...anAdminBooking().actions, verifyAdvance: false, downloadDutySlip: false };
    serveBooking(anAdminBooking({ _id: 8, id: 8, actions }));
    open('/advanceconformation?booking=8');
    expect(await screen.findByRole('button', { name: 'Yes' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'No' })).toBeDisabled();
    expect(screen.getByLabelText('Advance paid (₹)')).toBeDisabled();
  });

  it.each([
    ['pending', 'This booking is not confirmed yet: confirm it on the booking page first, then record the advance here.'],
    ['cancelled', 'This booking is Cancelled: an advance can no longer be recorded. The duty slip can still be opened.'],
  ] as const)('explains why the advance cannot be recorded on a %s booking', async (status, text) => {
    const actions = { ...anAdminBooking().actions, verifyAdvance: false };
    serveBooking(anAdminBooking({ _id: 8, id: 8, status, actions }));
    open('/advanceconformation?booking=8');
    const yes = await screen.findByRole('button', { name: 'Yes' });
    expect(yes).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(yes).toHaveAccessibleDescription(expect.stringContaining(text.slice(0, 30)));
  });

  it('asks for a booking when none is chosen, and says when it does not exist', async () => {
    serveBooking(anAdminBooking({ _id: 8, id: 8 }));
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
