import './styles.css';
import type { RemoteRoute, Role } from '@jbp/shared';
import { scoped } from './scoped';

const AGENT: readonly Role[] = ['agent'];
const ADMIN_OR_AGENT: readonly Role[] = ['admin', 'agent'];

/** The agent portal; the guards are the spec's route table (section 2). Each page downloads only when opened. */
export const routes: readonly RemoteRoute[] = [
  {
    path: '/agentprofile',
    allowedRoles: AGENT,
    title: 'Agent Profile',
    load: () => import('./features/profile/AgentProfilePage').then((m) => ({ default: scoped(m.AgentProfilePage) })),
  },
  {
    path: '/addoffer',
    allowedRoles: ADMIN_OR_AGENT,
    title: 'Add Travel Offer',
    load: () => import('./features/offers/AddOfferPage').then((m) => ({ default: scoped(m.AddOfferPage) })),
  },
  {
    path: '/agenttermcondition',
    allowedRoles: AGENT,
    title: 'Agent Terms & Conditions',
    load: () => import('./features/terms/AgentTermsPage').then((m) => ({ default: scoped(m.AgentTermsPage) })),
  },
];
