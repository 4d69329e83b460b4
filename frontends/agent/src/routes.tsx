import './styles.css';
import type { RemoteRoute, Role } from '@jbp/shared';
import { lazy } from 'react';

const AgentProfilePage = lazy(() => import('@/features/profile/AgentProfilePage').then((m) => ({ default: m.AgentProfilePage })));
const AddOfferPage = lazy(() => import('@/features/offers/AddOfferPage').then((m) => ({ default: m.AddOfferPage })));
const AgentTermsPage = lazy(() => import('@/features/terms/AgentTermsPage').then((m) => ({ default: m.AgentTermsPage })));

const AGENT: readonly Role[] = ['agent'];
const ADMIN_OR_AGENT: readonly Role[] = ['admin', 'agent'];

/** The class styles.css scopes this remote's utilities to. */
const SCOPE = 'jbp-agent';

/** The agent portal; the guards repeat the spec's route table (section 2). */
const pages: RemoteRoute[] = [
  { path: '/agentprofile', element: <AgentProfilePage />, allowedRoles: AGENT, title: 'Agent Profile' },
  { path: '/addoffer', element: <AddOfferPage />, allowedRoles: ADMIN_OR_AGENT, title: 'Add Travel Offer' },
  { path: '/agenttermcondition', element: <AgentTermsPage />, allowedRoles: AGENT, title: 'Agent Terms & Conditions' },
];

export const routes: RemoteRoute[] = pages.map((page) => ({ ...page, element: <div className={SCOPE}>{page.element}</div> }));
