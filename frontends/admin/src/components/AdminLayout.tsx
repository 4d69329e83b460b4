import { CarIcon, ClipboardIcon, PlusIcon, PortalLayout, TagIcon, UserIcon, UsersIcon, type SideMenuLink } from '@jbp/shared';
import type { ReactNode } from 'react';
import { NewBookingNotices } from '@/features/notifications/NewBookingNotices';

const LINKS: readonly SideMenuLink[] = [
  { to: '/adminprofile', label: 'My Profile', icon: <UserIcon /> },
  { to: '/admin/view-bookings', label: 'All Bookings', icon: <ClipboardIcon /> },
  { to: '/allcustomers', label: 'Customers', icon: <UsersIcon /> },
  { to: '/allagents', label: 'Agents', icon: <CarIcon /> },
  { to: '/alloffersforadmin', label: 'All Offers', icon: <TagIcon /> },
  { to: '/oneway', label: 'New Phone Booking', icon: <PlusIcon /> },
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
