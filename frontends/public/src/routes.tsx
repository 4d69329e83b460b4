import './styles.css';
import { scopedPage, type RemoteRoute, type Role } from '@jbp/shared';

const CUSTOMER: readonly Role[] = ['customer'];
const ADMIN_OR_CUSTOMER: readonly Role[] = ['admin', 'customer'];

/** Pages sit inside the class styles.css scopes this remote's utilities to. */
const scoped = scopedPage('jbp-public');

/**
 * Every visitor and customer page, with the spec's guards (route table, section 2). Each page's code
 * downloads only when its route is opened and its guard passes.
 */
export const routes: readonly RemoteRoute[] = [
  { path: '/', preload: ['/api/offers'], load: () => import('./features/home/HomePage').then((m) => scoped(m.HomePage)) },
  {
    path: '/todayoffer',
    title: 'Limited-Time Offer',
    load: () => import('./features/offers/TodayOfferPage').then((m) => scoped(m.TodayOfferPage)),
  },
  { path: '/contactus', title: 'Contact Us', load: () => import('./features/info/ContactPage').then((m) => scoped(m.ContactPage)) },
  {
    path: '/railwayticket',
    title: 'Railway Ticket',
    load: () => import('./features/info/ServicePage').then((m) => scoped(m.RailwayTicketPage)),
  },
  {
    path: '/flightticket',
    title: 'Flight Ticket',
    load: () => import('./features/info/ServicePage').then((m) => scoped(m.FlightTicketPage)),
  },
  {
    path: '/maiharropeway',
    title: 'Maihar Ropeway Ticket',
    load: () => import('./features/info/ServicePage').then((m) => scoped(m.MaiharRopewayPage)),
  },
  { path: '/login', title: 'Login', load: () => import('./features/auth/LoginPage').then((m) => scoped(m.LoginPage)) },
  { path: '/register', title: 'Register', load: () => import('./features/auth/RegisterPage').then((m) => scoped(m.RegisterPage)) },
  {
    path: '/resetpassword',
    title: 'Set a New Password',
    load: () => import('./features/auth/ResetPasswordPage').then((m) => scoped(m.ResetPasswordPage)),
  },
  {
    path: '/customerprofile',
    allowedRoles: CUSTOMER,
    title: 'My Profile',
    load: () => import('./features/profile/CustomerProfilePage').then((m) => scoped(m.CustomerProfilePage)),
  },
  {
    path: '/customertermsconditions',
    allowedRoles: CUSTOMER,
    title: 'Customer Terms & Conditions',
    load: () => import('./features/terms/CustomerTermsPage').then((m) => scoped(m.CustomerTermsPage)),
  },
  {
    path: '/oneway',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'One-way Cab',
    load: () => import('./features/booking/OneWayPage').then((m) => scoped(m.OneWayPage)),
  },
  {
    path: '/onewayshowvehical',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'Choose a Vehicle',
    load: () => import('./features/booking/OneWayVehiclesPage').then((m) => scoped(m.OneWayVehiclesPage)),
  },
  {
    path: '/onewayconfirmvehical',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'Confirm Your Booking',
    load: () => import('./features/booking/ConfirmRidePage').then((m) => scoped(m.ConfirmRidePage)),
  },
  {
    path: '/customerdetailform',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'Passenger Details',
    load: () => import('./features/booking/PassengerDetailsPage').then((m) => scoped(m.PassengerDetailsPage)),
  },
  {
    path: '/onewaypayadvance',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'Review & Book',
    load: () => import('./features/booking/PayAdvancePage').then((m) => scoped(m.OneWayPayAdvancePage)),
  },
  {
    path: '/offerconvehical',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'Offer Details',
    load: () => import('./features/offers/OfferDetailsPage').then((m) => scoped(m.OfferDetailsPage)),
  },
  {
    path: '/offerpayadvance',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'Book This Offer',
    load: () => import('./features/booking/PayAdvancePage').then((m) => scoped(m.OfferPayAdvancePage)),
  },
  {
    path: '/qr-code',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'Scan & Pay',
    load: () => import('./features/payment/QrCodePage').then((m) => scoped(m.QrCodePage)),
  },
  {
    path: '/onewaydutyslip',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: 'Duty Slip',
    load: () => import('./features/dutyslip/DutySlipPage').then((m) => scoped(m.DutySlipPage)),
  },
];
