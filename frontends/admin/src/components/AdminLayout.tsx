import { PortalLayout, type SideMenuLink } from '@jbp/shared/widgets';
import { Car, ClipboardList, Plus, Tag, User, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { NewBookingNotices } from '@/features/notifications/NewBookingNotices';

const LINKS: readonly SideMenuLink[] = [
  { to: '/adminprofile', label: 'My Profile', icon: <User className="size-5" /> },
  { to: '/admin/view-bookings', label: 'All Bookings', icon: <ClipboardList className="size-5" /> },
  { to: '/allcustomers', label: 'Customers', icon: <Users className="size-5" /> },
  { to: '/allagents', label: 'Agents', icon: <Car className="size-5" /> },
  { to: '/alloffersforadmin', label: 'All Offers', icon: <Tag className="size-5" /> },
  { to: '/oneway', label: 'New Phone Booking', icon: <Plus className="size-5" /> },
];

/**
 * Every admin page: the side menu (folded behind Menu on phones) and the live new-booking notices,
 * so the office hears of a booking whichever list it is reading.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <PortalLayout menuLabel="Admin menu" menuTitle="Admin desk" links={LINKS}>
      <NewBookingNotices />
      {children}
    </PortalLayout>
  );
}
