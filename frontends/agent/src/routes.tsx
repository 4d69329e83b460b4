import './styles.css';
import { scopedPage, type RemoteRoute, type Role } from '@jbp/shared';

/** Pages sit inside the class styles.css scopes this remote's utilities to. */
const scoped = scopedPage('jbp-agent');

const AGENT: readonly Role[] = ['agent'];
const ADMIN_OR_AGENT: readonly Role[] = ['admin', 'agent'];

/** The agent portal; the guards are the spec's route table (section 2). Each page downloads only when opened. */
export const routes: readonly RemoteRoute[] = [
  {
    path: '/agentprofile',
    allowedRoles: AGENT,
    title: { en: 'Agent Profile', hi: 'एजेंट प्रोफ़ाइल' },
    load: () => import('./features/profile/AgentProfilePage').then((m) => scoped(m.AgentProfilePage)),
  },
  {
    path: '/addoffer',
    allowedRoles: ADMIN_OR_AGENT,
    title: { en: 'Add Travel Offer', hi: 'ट्रैवल ऑफ़र जोड़ें' },
    load: () => import('./features/offers/AddOfferPage').then((m) => scoped(m.AddOfferPage)),
  },
  {
    path: '/agenttermcondition',
    allowedRoles: AGENT,
    title: { en: 'Agent Terms & Conditions', hi: 'एजेंट नियम और शर्तें' },
    load: () => import('./features/terms/AgentTermsPage').then((m) => scoped(m.AgentTermsPage)),
  },
];
