import type { EnquiryCreatedEvent } from '../enquiries/enquiry-created.event.js';

export const NEW_ENQUIRY = 'newEnquiry';

/** What admins' browsers receive for each new enquiry. */
export interface NewEnquiryMessage {
  enquiryId: number;
  name: string;
  tripType: string;
  date: string | null;
  /** The outbox id: the same for a notice delivered twice. */
  noticeId?: number;
}

export function toNewEnquiryMessage({ enquiryId, name, tripType, date }: EnquiryCreatedEvent): NewEnquiryMessage {
  return { enquiryId, name, tripType, date };
}
