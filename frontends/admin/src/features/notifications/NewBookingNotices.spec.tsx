import { queryKeys } from '@jbp/shared';
import { renderPage } from '@jbp/shared/testing';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NewBookingNotices } from './NewBookingNotices';

// A stand-in for socket.io-client: records how it was opened and lets the test emit events.
const socket = vi.hoisted(() => {
  const handlers = new Map<string, (payload: unknown) => void>();
  return {
    handlers,
    on: vi.fn((event: string, handler: (payload: unknown) => void) => handlers.set(event, handler)),
    off: vi.fn((event: string) => handlers.delete(event)),
    disconnect: vi.fn(),
    emit(event: string, payload: unknown) {
      handlers.get(event)?.(payload);
    },
  };
});
const io = vi.hoisted(() => vi.fn(() => socket));
vi.mock('socket.io-client', () => ({ io }));

const booking = (bookingId: number, customerName: string) => ({
  bookingId,
  reference: `JBP-00000${bookingId}`,
  customerName,
  from: 'Jabalpur, MP, India',
  to: 'Bhopal, Madhya Pradesh, India',
  date: '2030-03-10',
});

describe(NewBookingNotices.name, () => {
  beforeEach(() => {
    vi.useFakeTimers();
    socket.handlers.clear();
    io.mockClear();
    socket.disconnect.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('opens the /api namespace over websocket with the token in the handshake', () => {
    renderPage(<NewBookingNotices />, { session: { token: 'admin-token', role: 'admin' } });
    expect(io).toHaveBeenCalledWith('/api', { path: '/socket.io', transports: ['websocket'], auth: { token: 'admin-token' } });
  });

  it("shows the green 'New booking from {name}' notice for 5 seconds on each newBooking event", () => {
    renderPage(<NewBookingNotices />, { session: { token: 'admin-token', role: 'admin' } });
    act(() => socket.emit('newBooking', booking(1, 'Asha Verma')));
    const notice = screen.getByText('New booking from Asha Verma');
    expect(notice.closest('[data-testid="new-booking-notice"]')).toHaveClass('bg-green-50');
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/bookingdetail/1');

    act(() => vi.advanceTimersByTime(2000));
    act(() => socket.emit('newBooking', booking(2, 'Rahul Dubey')));
    expect(screen.getAllByTestId('new-booking-notice')).toHaveLength(2);

    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByText('New booking from Asha Verma')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('New booking from Asha Verma')).not.toBeInTheDocument();
    expect(screen.getByText('New booking from Rahul Dubey')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2000));
    expect(screen.queryByTestId('new-booking-notice')).not.toBeInTheDocument();
  });

  it('has every booking list and booking read again on each new booking, so the list shows it without a reload', () => {
    const view = renderPage(<NewBookingNotices />, { session: { token: 'admin-token', role: 'admin' } });
    const listKey = queryKeys.allBookings({ q: '', status: '', date: '', page: 1 });
    view.queryClient.setQueryData(listKey, { bookings: [], total: 0, page: 1, pages: 1 });
    view.queryClient.setQueryData(queryKeys.allOffers, []);
    expect(view.queryClient.getQueryState(listKey)?.isInvalidated).toBe(false);
    act(() => socket.emit('newBooking', booking(3, 'Meena Patel')));
    expect(view.queryClient.getQueryState(listKey)?.isInvalidated).toBe(true);
    expect(view.queryClient.getQueryState(queryKeys.allOffers)?.isInvalidated).toBe(false);
  });

  it('disconnects when the page closes', () => {
    const view = renderPage(<NewBookingNotices />, { session: { token: 'admin-token', role: 'admin' } });
    view.unmount();
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it('does not connect without an admin session', () => {
    renderPage(<NewBookingNotices />, { session: { token: 't', role: 'customer' } });
    expect(io).not.toHaveBeenCalled();
  });

  it("shows 'New enquiry from {name}' for each newEnquiry event, linking to it, and reads the enquiry lists again", async () => {
    const view = renderPage(<NewBookingNotices />, { session: { token: 'admin-token', role: 'admin' } });
    const refetch = vi.spyOn(view.queryClient, 'invalidateQueries');
    act(() => socket.emit('newEnquiry', { enquiryId: 7, name: 'Sunita Patel', tripType: 'marriage', date: '2027-02-12' }));
    expect(screen.getByText('New enquiry from Sunita Patel')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/admin/enquiries?open=7');
    expect(refetch).toHaveBeenCalledWith({ queryKey: queryKeys.enquiries });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('New enquiry from Sunita Patel')).not.toBeInTheDocument();
  });
});
