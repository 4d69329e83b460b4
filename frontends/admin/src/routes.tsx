import './styles.css';
import type { RemoteRoute, Role } from '@jbp/shared';
import { lazy } from 'react';

const AdminProfilePage = lazy(() => import('@/features/profile/AdminProfilePage').then((m) => ({ default: m.AdminProfilePage })));
const BookingsPage = lazy(() => import('@/features/bookings/BookingsPage').then((m) => ({ default: m.BookingsPage })));
const BookingDetailPage = lazy(() => import('@/features/bookings/BookingDetailPage').then((m) => ({ default: m.BookingDetailPage })));
const AccountsPage = lazy(() => import('@/features/users/AccountsPage').then((m) => ({ default: m.AccountsPage })));
const AccountDetailPage = lazy(() => import('@/features/users/AccountDetailPage').then((m) => ({ default: m.AccountDetailPage })));
const AdvanceConfirmationPage = lazy(() =>
  import('@/features/advance/AdvanceConfirmationPage').then((m) => ({ default: m.AdvanceConfirmationPage })),
);
const AllOffersPage = lazy(() => import('@/features/offers/AllOffersPage').then((m) => ({ default: m.AllOffersPage })));

const ADMIN: readonly Role[] = ['admin'];

/** The class styles.css scopes this remote's utilities to. */
const SCOPE = 'jbp-admin';

/** The admin portal; every page is for admins only (spec section 2). */
const pages: RemoteRoute[] = [
  { path: '/adminprofile', element: <AdminProfilePage />, title: 'Admin Profile' },
  { path: '/admin/view-bookings', element: <BookingsPage />, title: 'All Bookings' },
  { path: '/bookingdetail/:id', element: <BookingDetailPage />, title: 'Booking Detail' },
  { path: '/allcustomers', element: <AccountsPage kind="customer" />, title: 'Customers' },
  { path: '/singlecustomerdetail/:id', element: <AccountDetailPage kind="customer" />, title: 'Customer Detail' },
  { path: '/allagents', element: <AccountsPage kind="agent" />, title: 'Agents' },
  { path: '/singleagentdetail/:id', element: <AccountDetailPage kind="agent" />, title: 'Agent Detail' },
  { path: '/advanceconformation', element: <AdvanceConfirmationPage />, title: 'Advance Confirmation' },
  { path: '/alloffersforadmin', element: <AllOffersPage />, title: 'All Offers with Agent Info' },
];

export const routes: RemoteRoute[] = pages.map((page) => ({
  ...page,
  allowedRoles: ADMIN,
  element: <div className={SCOPE}>{page.element}</div>,
}));
