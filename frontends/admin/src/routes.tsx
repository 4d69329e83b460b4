import './styles.css';
import type { RemoteRoute, Role } from '@jbp/shared';
import { scoped } from './scoped';

const ADMIN: readonly Role[] = ['admin'];

/** The admin portal; every page is for admins only (spec section 2). Each page downloads only when opened. */
export const routes: readonly RemoteRoute[] = [
  {
    path: '/adminprofile',
    title: 'Admin Profile',
    load: () => import('./features/profile/AdminProfilePage').then((m) => ({ default: scoped(m.AdminProfilePage) })),
  },
  {
    path: '/admin/view-bookings',
    title: 'All Bookings',
    load: () => import('./features/bookings/BookingsPage').then((m) => ({ default: scoped(m.BookingsPage) })),
  },
  {
    path: '/bookingdetail/:id',
    title: 'Booking Detail',
    load: () => import('./features/bookings/BookingDetailPage').then((m) => ({ default: scoped(m.BookingDetailPage) })),
  },
  {
    path: '/allcustomers',
    title: 'Customers',
    load: () => import('./features/users/AccountsPage').then((m) => ({ default: scoped(m.CustomersPage) })),
  },
  {
    path: '/singlecustomerdetail/:id',
    title: 'Customer Detail',
    load: () => import('./features/users/AccountDetailPage').then((m) => ({ default: scoped(m.CustomerDetailPage) })),
  },
  {
    path: '/allagents',
    title: 'Agents',
    load: () => import('./features/users/AccountsPage').then((m) => ({ default: scoped(m.AgentsPage) })),
  },
  {
    path: '/singleagentdetail/:id',
    title: 'Agent Detail',
    load: () => import('./features/users/AccountDetailPage').then((m) => ({ default: scoped(m.AgentDetailPage) })),
  },
  {
    path: '/advanceconformation',
    title: 'Advance Confirmation',
    load: () => import('./features/advance/AdvanceConfirmationPage').then((m) => ({ default: scoped(m.AdvanceConfirmationPage) })),
  },
  {
    path: '/alloffersforadmin',
    title: 'All Offers with Agent Info',
    load: () => import('./features/offers/AllOffersPage').then((m) => ({ default: scoped(m.AllOffersPage) })),
  },
].map((route) => ({ ...route, allowedRoles: ADMIN }));
