import { queryKeys, useAuth, type Id, type NewBookingEvent, type NewEnquiryEvent } from '@jbp/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { subscribeToNewBookings } from './newBookingSocket';

/** How long each 'New booking from {name}' notice stays (spec section 9). */
export const NOTICE_MS = 5000;

export interface NewBookingNotice {
  key: number;
  /** A booking, or an enquiry from the enquiry form. */
  kind: 'booking' | 'enquiry';
  /** The booking's or the enquiry's id. */
  id: Id;
  customerName: string;
}

/**
 * One notice per realtime newBooking or newEnquiry event, each removed after 5 seconds. Each event
 * also has every booking (or enquiry) list on screen read again, so it shows without a reload.
 */
export function useNewBookingNotices(): NewBookingNotice[] {
  const { token, role } = useAuth();
  const queryClient = useQueryClient();
  const [notices, setNotices] = useState<NewBookingNotice[]>([]);
  const nextKey = useRef(0);

  useEffect(() => {
    if (!token || role !== 'admin') return;
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const show = (notice: Omit<NewBookingNotice, 'key'>) => {
      const key = ++nextKey.current;
      setNotices((list) => [...list, { key, ...notice }]);
      const timer = setTimeout(() => {
        timers.delete(timer);
        setNotices((list) => list.filter((n) => n.key !== key));
      }, NOTICE_MS);
      timers.add(timer);
    };
    const unsubscribe = subscribeToNewBookings(token, {
      onBooking: (event: NewBookingEvent) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.bookings });
        void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard });
        show({ kind: 'booking', id: event.bookingId, customerName: event.customerName });
      },
      onEnquiry: (event: NewEnquiryEvent) => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.enquiries });
        show({ kind: 'enquiry', id: event.enquiryId, customerName: event.name });
      },
    });
    return () => {
      unsubscribe();
      timers.forEach(clearTimeout);
    };
  }, [token, role, queryClient]);

  return notices;
}
