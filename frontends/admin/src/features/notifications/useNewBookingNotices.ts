import { queryKeys, useAuth, type Id, type NewBookingEvent } from '@jbp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { subscribeToNewBookings } from './newBookingSocket';

/** How long each 'New booking from {name}' notice stays (spec section 9). */
export const NOTICE_MS = 5000;

export interface NewBookingNotice {
  key: number;
  bookingId: Id;
  customerName: string;
}

/**
 * One notice per realtime newBooking event, each removed after 5 seconds. Each event also has every
 * booking list on screen and the dashboard read again, so the new booking shows without a reload.
 */
export function useNewBookingNotices(): NewBookingNotice[] {
  const { token, role } = useAuth();
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<NewBookingNotice[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    if (!token || role !== 'admin') return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const unsubscribe = subscribeToNewBookings(token, (event: NewBookingEvent) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
      void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
      const key = ++nextKey.current;
      setNotices((list) => [...list, { key, bookingId: event.bookingId, customerName: event.customerName }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((list) => list.filter((n) => n.key !== key));
      }, NOTICE_MS);
      timers.add(timer);
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [token, role, queryClient]);

  return notices;
}
