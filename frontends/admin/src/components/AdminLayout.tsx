import { useTexts } from '@jbp/shared';
import { PortalLayout, type SideMenuLink } from '@jbp/widgets';
import { Car, ClipboardList, IdCard, IndianRupee, LayoutDashboard, MessageSquare, Package, Plus, Tag, User, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { adminTexts } from '@/admin.i18n';
import { NewBookingNotices } from '@/features/notifications/NewBookingNotices';

/**
 * Every admin page: the side menu (folded behind Menu on phones) and the live new-booking notices,
 * so the office hears of a booking whichever list it is reading.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const t = useTexts(adminTexts);
  const links: readonly SideMenuLink[] = [
    { to: '/admin/dashboard', label: t('dashboard'), icon: <LayoutDashboard className="size-5" /> },
    { to: '/adminprofile', label: t('myProfile'), icon: <User className="size-5" /> },
    { to: '/admin/view-bookings', label: t('allBookings'), icon: <ClipboardList className="size-5" /> },
    { to: '/allcustomers', label: t('customers'), icon: <Users className="size-5" /> },
    { to: '/allagents', label: t('agents'), icon: <Car className="size-5" /> },
    { to: '/alloffersforadmin', label: t('allOffers'), icon: <Tag className="size-5" /> },
    { to: '/admin/fleet', label: t('fleet'), icon: <IdCard className="size-5" /> },
    { to: '/admin/enquiries', label: t('enquiries'), icon: <MessageSquare className="size-5" /> },
    { to: '/admin/packages', label: t('packages'), icon: <Package className="size-5" /> },
    { to: '/admin/fares', label: t('fares'), icon: <IndianRupee className="size-5" /> },
    { to: '/oneway', label: t('newPhoneBooking'), icon: <Plus className="size-5" /> },
  ];
  return (
    <PortalLayout menuLabel={t('adminMenu')} menuTitle={t('adminDesk')} links={links}>
      <NewBookingNotices />
      {children}
    </PortalLayout>
  );
}
