import { defineTexts } from '@jbp/shared';

// Booking status names (docs/glossary.md). Customers read 'Cancelled by you' for their own
// cancellation, the office 'Cancelled by customer'; the spec's 'Cancellation Pending' is the note on
// such a booking until the office closes it.
export const statusTexts = defineTexts('shared.status', {
  en: {
    pending: 'Pending',
    confirmed: 'Confirmed',
    cancelledByYou: 'Cancelled by you',
    cancelledByCustomer: 'Cancelled by customer',
    cancelled: 'Cancelled',
    cancellationPending: 'Cancellation Pending',
    assigned: 'Driver assigned',
    onTrip: 'On trip',
    completed: 'Completed',
    noShow: 'No-show',
    open: 'Open',
    booked: 'Booked',
    expired: 'Expired',
    withdrawn: 'Withdrawn',
    unknown: 'Unknown',
  },
  hi: {
    pending: 'लंबित',
    confirmed: 'कन्फ़र्म',
    cancelledByYou: 'आपने रद्द की',
    cancelledByCustomer: 'ग्राहक ने रद्द की',
    cancelled: 'रद्द',
    cancellationPending: 'रद्दीकरण लंबित',
    assigned: 'ड्राइवर तय',
    onTrip: 'यात्रा पर',
    completed: 'पूरी हुई',
    noShow: 'नहीं आए',
    open: 'खुला',
    booked: 'बुक हो चुका',
    expired: 'समय निकल गया',
    withdrawn: 'वापस लिया गया',
    unknown: 'अज्ञात',
  },
});
