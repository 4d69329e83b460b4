import type { RemoteName, Role } from '@jbp/shared';

export interface OwnedRoute {
  /** React Router path, as the remote lists it. */
  path: string;
  remote: RemoteName;
  /** The spec's route table (section 2); omitted for public pages. */
  allowedRoles?: readonly Role[];
}

const CUSTOMER: readonly Role[] = ['customer'];
const AGENT: readonly Role[] = ['agent'];
const ADMIN: readonly Role[] = ['admin'];
const ADMIN_OR_CUSTOMER: readonly Role[] = ['admin', 'customer'];
const ADMIN_OR_AGENT: readonly Role[] = ['admin', 'agent'];

const publicPaths = ['/', '/login', '/register', '/resetpassword', '/todayoffer', '/contactus', '/railwayticket', '/flightticket', '/maiharropeway'];
const bookingPaths = [
  '/oneway',
  '/onewayshowvehical',
  '/onewayconfirmvehical',
  '/customerdetailform',
  '/onewaypayadvance',
  '/qr-code',
  '/onewaydutyslip',
  '/offerconvehical',
  '/offerpayadvance',
];
const adminPaths = [
  '/adminprofile',
  '/admin/view-bookings',
  '/bookingdetail/:id',
  '/allcustomers',
  '/singlecustomerdetail/:id',
  '/allagents',
  '/singleagentdetail/:id',
  '/advanceconformation',
  '/alloffersforadmin',
];

/**
 * Which remote owns each path (decisions.md section 1) and who may open it. The shell guards a path
 * before downloading its remote, so a visitor never loads the admin bundle.
 */
export const ROUTE_TABLE: readonly OwnedRoute[] = [
  ...publicPaths.map((path) => ({ path, remote: 'public' as const })),
  { path: '/customerprofile', remote: 'public', allowedRoles: CUSTOMER },
  { path: '/customertermsconditions', remote: 'public', allowedRoles: CUSTOMER },
  ...bookingPaths.map((path) => ({ path, remote: 'public' as const, allowedRoles: ADMIN_OR_CUSTOMER })),
  { path: '/agentprofile', remote: 'agent', allowedRoles: AGENT },
  { path: '/addoffer', remote: 'agent', allowedRoles: ADMIN_OR_AGENT },
  { path: '/agenttermcondition', remote: 'agent', allowedRoles: AGENT },
  ...adminPaths.map((path) => ({ path, remote: 'admin' as const, allowedRoles: ADMIN })),
];
