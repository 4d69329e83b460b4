import './styles.css';
import { scopedPage, type RemoteRoute, type Role } from '@jbp/shared';

/** Pages sit inside the class styles.css scopes this remote's utilities to. */
const scoped = scopedPage('jbp-admin');

const ADMIN: readonly Role[] = ['admin'];

/** The admin portal; every page is for admins only (spec section 2). Each page downloads only when opened. */
export const routes: readonly RemoteRoute[] = [
  {
    path: '/adminprofile',
    title: { en: 'Admin Profile', hi: 'एडमिन प्रोफ़ाइल' },
    load: () => import('./features/profile/AdminProfilePage').then((m) => scoped(m.AdminProfilePage)),
  },
  {
    path: '/admin/dashboard',
    title: { en: 'Dashboard', hi: 'डैशबोर्ड' },
    load: () => import('./features/dashboard/DashboardPage').then((m) => scoped(m.DashboardPage)),
  },
  {
    path: '/admin/view-bookings',
    title: { en: 'All Bookings', hi: 'सभी बुकिंग' },
    load: () => import('./features/bookings/BookingsPage').then((m) => scoped(m.BookingsPage)),
  },
  {
    path: '/bookingdetail/:id',
    title: { en: 'Booking Detail', hi: 'बुकिंग का विवरण' },
    load: () => import('./features/bookings/BookingDetailPage').then((m) => scoped(m.BookingDetailPage)),
  },
  {
    path: '/allcustomers',
    title: { en: 'Customers', hi: 'ग्राहक' },
    load: () => import('./features/users/AccountsPage').then((m) => scoped(m.CustomersPage)),
  },
  {
    path: '/singlecustomerdetail/:id',
    title: { en: 'Customer Detail', hi: 'ग्राहक का विवरण' },
    load: () => import('./features/users/AccountDetailPage').then((m) => scoped(m.CustomerDetailPage)),
  },
  {
    path: '/allagents',
    title: { en: 'Agents', hi: 'एजेंट' },
    load: () => import('./features/users/AccountsPage').then((m) => scoped(m.AgentsPage)),
  },
  {
    path: '/singleagentdetail/:id',
    title: { en: 'Agent Detail', hi: 'एजेंट का विवरण' },
    load: () => import('./features/users/AccountDetailPage').then((m) => scoped(m.AgentDetailPage)),
  },
  {
    path: '/advanceconformation',
    title: { en: 'Advance Confirmation', hi: 'अग्रिम भुगतान की पुष्टि' },
    load: () => import('./features/advance/AdvanceConfirmationPage').then((m) => scoped(m.AdvanceConfirmationPage)),
  },
  {
    path: '/alloffersforadmin',
    title: { en: 'All Offers with Agent Info', hi: 'एजेंट की जानकारी के साथ सभी ऑफ़र' },
    load: () => import('./features/offers/AllOffersPage').then((m) => scoped(m.AllOffersPage)),
  },
  {
    path: '/admin/fleet',
    title: { en: 'Drivers and Cabs', hi: 'ड्राइवर और कैब' },
    load: () => import('./features/fleet/FleetPage').then((m) => scoped(m.FleetPage)),
  },
  {
    path: '/admin/fares',
    title: { en: 'Fares', hi: 'किराया' },
    load: () => import('./features/fares/FaresPage').then((m) => scoped(m.FaresPage)),
  },
  {
    path: '/admin/enquiries',
    title: { en: 'Enquiries', hi: 'पूछताछ' },
    load: () => import('./features/enquiries/EnquiriesPage').then((m) => scoped(m.EnquiriesPage)),
  },
  {
    path: '/admin/packages',
    title: { en: 'Packages', hi: 'पैकेज' },
    load: () => import('./features/packages/PackagesPage').then((m) => scoped(m.PackagesPage)),
  },
].map((route) => ({ ...route, allowedRoles: ADMIN }));
