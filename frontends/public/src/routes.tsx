import './styles.css';
import type { RemoteRoute, Role } from '@jbp/shared';
import { lazy } from 'react';
import { HomePage } from '@/features/home/HomePage';
import { FLIGHT_TICKET, MAIHAR_ROPEWAY, RAILWAY_TICKET } from '@/features/info/services';

// The home page ships in this chunk (it is the first page); every other page loads when opened.
const LoginPage = lazy(() => import('@/features/auth/LoginPage').then((m) => ({ default: m.LoginPage })));
const RegisterPage = lazy(() => import('@/features/auth/RegisterPage').then((m) => ({ default: m.RegisterPage })));
const ResetPasswordPage = lazy(() => import('@/features/auth/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })));
const ConfirmRidePage = lazy(() => import('@/features/booking/ConfirmRidePage').then((m) => ({ default: m.ConfirmRidePage })));
const OneWayPage = lazy(() => import('@/features/booking/OneWayPage').then((m) => ({ default: m.OneWayPage })));
const OneWayVehiclesPage = lazy(() => import('@/features/booking/OneWayVehiclesPage').then((m) => ({ default: m.OneWayVehiclesPage })));
const PassengerDetailsPage = lazy(() => import('@/features/booking/PassengerDetailsPage').then((m) => ({ default: m.PassengerDetailsPage })));
const PayAdvancePage = lazy(() => import('@/features/booking/PayAdvancePage').then((m) => ({ default: m.PayAdvancePage })));
const DutySlipPage = lazy(() => import('@/features/dutyslip/DutySlipPage').then((m) => ({ default: m.DutySlipPage })));
const ContactPage = lazy(() => import('@/features/info/ContactPage').then((m) => ({ default: m.ContactPage })));
const ServicePage = lazy(() => import('@/features/info/ServicePage').then((m) => ({ default: m.ServicePage })));
const OfferDetailsPage = lazy(() => import('@/features/offers/OfferDetailsPage').then((m) => ({ default: m.OfferDetailsPage })));
const TodayOfferPage = lazy(() => import('@/features/offers/TodayOfferPage').then((m) => ({ default: m.TodayOfferPage })));
const QrCodePage = lazy(() => import('@/features/payment/QrCodePage').then((m) => ({ default: m.QrCodePage })));
const CustomerProfilePage = lazy(() => import('@/features/profile/CustomerProfilePage').then((m) => ({ default: m.CustomerProfilePage })));
const CustomerTermsPage = lazy(() => import('@/features/terms/CustomerTermsPage').then((m) => ({ default: m.CustomerTermsPage })));

const CUSTOMER: readonly Role[] = ['customer'];
const ADMIN_OR_CUSTOMER: readonly Role[] = ['admin', 'customer'];

/** The class styles.css scopes this remote's utilities to. */
const SCOPE = 'jbp-public';

/** Every visitor and customer page; the guards repeat the spec's route table (section 2). */
const pages: RemoteRoute[] = [
  { path: '/', element: <HomePage /> },
  { path: '/todayoffer', element: <TodayOfferPage />, title: 'Limited-Time Offer' },
  { path: '/contactus', element: <ContactPage />, title: 'Contact Us' },
  { path: '/railwayticket', element: <ServicePage content={RAILWAY_TICKET} />, title: 'Railway Ticket' },
  { path: '/flightticket', element: <ServicePage content={FLIGHT_TICKET} />, title: 'Flight Ticket' },
  { path: '/maiharropeway', element: <ServicePage content={MAIHAR_ROPEWAY} />, title: 'Maihar Ropeway Ticket' },
  { path: '/login', element: <LoginPage />, title: 'Login' },
  { path: '/register', element: <RegisterPage />, title: 'Register' },
  { path: '/resetpassword', element: <ResetPasswordPage />, title: 'Set a New Password' },
  { path: '/customerprofile', element: <CustomerProfilePage />, allowedRoles: CUSTOMER, title: 'My Profile' },
  { path: '/customertermsconditions', element: <CustomerTermsPage />, allowedRoles: CUSTOMER, title: 'Customer Terms & Conditions' },
  { path: '/oneway', element: <OneWayPage />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'One-way Cab' },
  { path: '/onewayshowvehical', element: <OneWayVehiclesPage />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'Choose a Vehicle' },
  { path: '/onewayconfirmvehical', element: <ConfirmRidePage />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'Confirm Your Booking' },
  { path: '/customerdetailform', element: <PassengerDetailsPage />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'Passenger Details' },
  { path: '/onewaypayadvance', element: <PayAdvancePage flow="oneway" />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'Review & Book' },
  { path: '/offerconvehical', element: <OfferDetailsPage />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'Offer Details' },
  { path: '/offerpayadvance', element: <PayAdvancePage flow="offer" />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'Book This Offer' },
  { path: '/qr-code', element: <QrCodePage />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'Scan & Pay' },
  { path: '/onewaydutyslip', element: <DutySlipPage />, allowedRoles: ADMIN_OR_CUSTOMER, title: 'Duty Slip' },
];

export const routes: RemoteRoute[] = pages.map((page) => ({ ...page, element: <div className={SCOPE}>{page.element}</div> }));
