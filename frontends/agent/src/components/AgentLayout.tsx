import { DocumentIcon, PlusIcon, PortalLayout, UserIcon, type SideMenuLink } from '@jbp/shared';
import type { ReactNode } from 'react';

const LINKS: readonly SideMenuLink[] = [
  { to: '/agentprofile', label: 'My Profile', icon: <UserIcon /> },
  { to: '/addoffer', label: 'Add Travel Offer', icon: <PlusIcon /> },
  { to: '/agenttermcondition', label: 'Terms & Conditions', icon: <DocumentIcon /> },
];

/** Every agent page: the side menu (folded behind Menu on phones) beside the page. */
export function AgentLayout({ children }: { children: ReactNode }) {
  return (
    <PortalLayout menuLabel="Agent menu" menuTitle="Agent portal" links={LINKS}>
      {children}
    </PortalLayout>
  );
}
