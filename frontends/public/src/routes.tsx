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
  // The first page of offers exactly as useOpenOffers() asks for it (offersQuery.spec.ts checks).
  {
    path: '/',
    preload: ['/api/offers?page=1&limit=20', '/api/packages'],
    load: () => import('./features/home/HomePage').then((m) => scoped(m.HomePage)),
  },
  {
    path: '/todayoffer',
    title: { en: 'Limited-Time Offer', hi: 'सीमित समय का ऑफ़र' },
    load: () => import('./features/offers/TodayOfferPage').then((m) => scoped(m.TodayOfferPage)),
  },
  {
    path: '/contactus',
    title: { en: 'Contact Us', hi: 'संपर्क करें' },
    load: () => import('./features/info/ContactPage').then((m) => scoped(m.ContactPage)),
  },
  {
    path: '/railwayticket',
    title: { en: 'Railway Ticket', hi: 'रेल टिकट' },
    load: () => import('./features/info/ServicePage').then((m) => scoped(m.RailwayTicketPage)),
  },
  {
    path: '/flightticket',
    title: { en: 'Flight Ticket', hi: 'फ़्लाइट टिकट' },
    load: () => import('./features/info/ServicePage').then((m) => scoped(m.FlightTicketPage)),
  },
  {
    path: '/maiharropeway',
    title: { en: 'Maihar Ropeway Ticket', hi: 'मैहर रोपवे टिकट' },
    load: () => import('./features/info/ServicePage').then((m) => scoped(m.MaiharRopewayPage)),
  },
  // Issue 10: every cab type. Searching, quoting and packages are open to visitors; booking is not.
  {
    path: '/cabs/:tripType',
    title: { en: 'Find Your Cab', hi: 'अपनी कैब खोजें' },
    load: () => import('./features/trips/TripSearchPage').then((m) => scoped(m.TripSearchPage)),
  },
  {
    path: '/quote',
    title: { en: 'Fares for Your Trip', hi: 'आपकी यात्रा का किराया' },
    load: () => import('./features/trips/QuotePage').then((m) => scoped(m.QuotePage)),
  },
  {
    path: '/packages',
    title: { en: 'Trip Packages', hi: 'यात्रा पैकेज' },
    load: () => import('./features/packages/PackagesPage').then((m) => scoped(m.PackagesPage)),
  },
  {
    path: '/packages/:id',
    title: { en: 'Package', hi: 'पैकेज' },
    load: () => import('./features/packages/PackageDetailPage').then((m) => scoped(m.PackageDetailPage)),
  },
  {
    path: '/enquiry',
    title: { en: 'Send an Enquiry', hi: 'पूछताछ भेजें' },
    load: () => import('./features/packages/EnquiryPage').then((m) => scoped(m.EnquiryPage)),
  },
  {
    path: '/login',
    title: { en: 'Login', hi: 'लॉग इन' },
    load: () => import('./features/auth/LoginPage').then((m) => scoped(m.LoginPage)),
  },
  {
    path: '/register',
    title: { en: 'Register', hi: 'रजिस्टर करें' },
    load: () => import('./features/auth/RegisterPage').then((m) => scoped(m.RegisterPage)),
  },
  {
    path: '/awaiting-approval',
    title: { en: 'Waiting for Approval', hi: 'मंज़ूरी का इंतज़ार' },
    load: () => import('./features/auth/AwaitingApprovalPage').then((m) => scoped(m.AwaitingApprovalPage)),
  },
  {
    path: '/resetpassword',
    title: { en: 'Set a New Password', hi: 'नया पासवर्ड बनाएँ' },
    load: () => import('./features/auth/ResetPasswordPage').then((m) => scoped(m.ResetPasswordPage)),
  },
  {
    path: '/forgotpassword',
    title: { en: 'Forgot Password?', hi: 'पासवर्ड भूल गए?' },
    load: () => import('./features/auth/ForgotPasswordPage').then((m) => scoped(m.ForgotPasswordPage)),
  },
  {
    path: '/confirm-email',
    title: { en: 'Confirm Your New E-mail', hi: 'अपना नया ईमेल पक्का करें' },
    load: () => import('./features/auth/ConfirmEmailPage').then((m) => scoped(m.ConfirmEmailPage)),
  },
  {
    path: '/customerprofile',
    allowedRoles: CUSTOMER,
    title: { en: 'My Profile', hi: 'मेरी प्रोफ़ाइल' },
    load: () => import('./features/profile/CustomerProfilePage').then((m) => scoped(m.CustomerProfilePage)),
  },
  {
    path: '/customertermsconditions',
    allowedRoles: CUSTOMER,
    title: { en: 'Customer Terms & Conditions', hi: 'ग्राहक नियम और शर्तें' },
    load: () => import('./features/terms/CustomerTermsPage').then((m) => scoped(m.CustomerTermsPage)),
  },
  // Beyond the spec's table: the customer terms open to everyone, and the privacy and refund
  // policies the footer links on every page (docs/spec-coverage.md).
  {
    path: '/terms',
    title: { en: 'Terms & Conditions', hi: 'नियम और शर्तें' },
    load: () => import('./features/terms/CustomerTermsPage').then((m) => scoped(m.CustomerTermsPage)),
  },
  {
    path: '/privacy',
    title: { en: 'Privacy Policy', hi: 'गोपनीयता नीति' },
    load: () => import('./features/policies/PolicyPage').then((m) => scoped(m.PrivacyPage)),
  },
  {
    path: '/refund-policy',
    title: { en: 'Cancellation & Refund Policy', hi: 'रद्दीकरण और रिफ़ंड नीति' },
    load: () => import('./features/policies/PolicyPage').then((m) => scoped(m.RefundPolicyPage)),
  },
  {
    path: '/oneway',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'One-way Cab', hi: 'वन-वे कैब' },
    load: () => import('./features/booking/OneWayPage').then((m) => scoped(m.OneWayPage)),
  },
  {
    path: '/onewayshowvehical',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Choose a Vehicle', hi: 'गाड़ी चुनें' },
    load: () => import('./features/booking/OneWayVehiclesPage').then((m) => scoped(m.OneWayVehiclesPage)),
  },
  {
    path: '/onewayconfirmvehical',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Confirm Your Booking', hi: 'अपनी बुकिंग पक्की करें' },
    load: () => import('./features/booking/ConfirmRidePage').then((m) => scoped(m.ConfirmRidePage)),
  },
  {
    path: '/customerdetailform',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Passenger Details', hi: 'यात्री की जानकारी' },
    load: () => import('./features/booking/PassengerDetailsPage').then((m) => scoped(m.PassengerDetailsPage)),
  },
  {
    path: '/onewaypayadvance',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Review & Book', hi: 'जाँचें और बुक करें' },
    load: () => import('./features/booking/PayAdvancePage').then((m) => scoped(m.OneWayPayAdvancePage)),
  },
  {
    path: '/trippayadvance',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Review & Book', hi: 'जाँचें और बुक करें' },
    load: () => import('./features/booking/PayAdvancePage').then((m) => scoped(m.TripPayAdvancePage)),
  },
  {
    path: '/offerconvehical',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Offer Details', hi: 'ऑफ़र का विवरण' },
    load: () => import('./features/offers/OfferDetailsPage').then((m) => scoped(m.OfferDetailsPage)),
  },
  {
    path: '/offerpayadvance',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Book This Offer', hi: 'यह ऑफ़र बुक करें' },
    load: () => import('./features/booking/PayAdvancePage').then((m) => scoped(m.OfferPayAdvancePage)),
  },
  {
    path: '/qr-code',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Scan & Pay', hi: 'स्कैन करें और भुगतान करें' },
    load: () => import('./features/payment/QrCodePage').then((m) => scoped(m.QrCodePage)),
  },
  {
    path: '/onewaydutyslip',
    allowedRoles: ADMIN_OR_CUSTOMER,
    title: { en: 'Duty Slip', hi: 'ड्यूटी स्लिप' },
    load: () => import('./features/dutyslip/DutySlipPage').then((m) => scoped(m.DutySlipPage)),
  },
  // The driver's trip sheet from the office's link: no login, the token is the permission.
  {
    path: '/trip/:token',
    title: { en: 'Trip Sheet', hi: 'ट्रिप शीट' },
    load: () => import('./features/driver/DriverTripPage').then((m) => scoped(m.DriverTripPage)),
  },
];
