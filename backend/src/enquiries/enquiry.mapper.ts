import { isoInIst } from '../common/time/ist.js';
import type { EnquiryDto } from './dto/enquiry.response.js';
import type { Enquiry } from './enquiry.entity.js';

export function toEnquiryResponse(e: Enquiry): EnquiryDto {
  return {
    id: e.id,
    name: e.name,
    mobile: e.mobile,
    email: e.email,
    tripType: e.tripType,
    packageId: e.packageId,
    date: e.date,
    message: e.message,
    status: e.status,
    reply: e.reply,
    repliedAt: e.repliedAt ? isoInIst(e.repliedAt) : null,
    bookingId: e.bookingId,
    createdAt: isoInIst(e.createdAt),
  };
}
