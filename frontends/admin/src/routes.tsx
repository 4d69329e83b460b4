import './styles.css';
import { scopedPage, type RemoteRoute, type Role } from '@jbp/shared';

/** Pages sit inside the class styles.css scopes this remote's utilities to. */
const scoped = scopedPage('jbp-admin');

const ADMIN: readonly Role[] = ['admin'];

/** The admin portal; every page is for admins only (spec section 2). Each page downloads only when opened. */
export const routes: readonly RemoteRoute[] = [
  {
    path: '/adminprofile',
    title: 'Admin Profile',
    load: () => import('./features/profile/AdminProfilePage').then((m) => scoped(m.AdminProfilePage)),
  },
  {
    path: '/admin/view-bookings',
    title: 'All Bookings',
    load: () => import('./features/bookings/BookingsPage').then((m) => scoped(m.BookingsPage)),
  },
  {
    path: '/bookingdetail/:id',
    title: 'Booking Detail',
    load: () => import('./features/bookings/BookingDetailPage').then((m) => scoped(m.BookingDetailPage)),
  },
  {
    path: '/allcustomers',
    title: 'Customers',
    load: () => import('./features/users/AccountsPage').then((m) => scoped(m.CustomersPage)),
  },
  {
    path: '/singlecustomerdetail/:id',
    title: 'Customer Detail',
    load: () => import('./features/users/AccountDetailPage').then((m) => scoped(m.CustomerDetailPage)),
  },
  {
    path: '/allagents',
    title: 'Agents',
    load: () => import('./features/users/AccountsPage').then((m) => scoped(m.AgentsPage)),
  },
  {
    path: '/singleagentdetail/:id',
    title: 'Agent Detail',
    load: () => import('./features/users/AccountDetailPage').then((m) => scoped(m.AgentDetailPage)),
  },
  {
    path: '/advanceconformation',
    title: 'Advance Confirmation',
    load: () => import('./features/advance/AdvanceConfirmationPage').then((m) => scoped(m.AdvanceConfirmationPage)),
  },
  {
    path: '/alloffersforadmin',
    title: 'All Offers with Agent Info',
    load: () => import('./features/offers/AllOffersPage').then((m) => scoped(m.AllOffersPage)),
  },
].map((route) => ({ ...route, allowedRoles: ADMIN }));
