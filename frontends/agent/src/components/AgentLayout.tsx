import { PortalLayout, type SideMenuLink } from '@jbp/shared/widgets';
import { FileText, Plus, User } from 'lucide-react';
import type { ReactNode } from 'react';

const LINKS: readonly SideMenuLink[] = [
  { to: '/agentprofile', label: 'My Profile', icon: <User className="size-5" /> },
  { to: '/addoffer', label: 'Add Travel Offer', icon: <Plus className="size-5" /> },
  { to: '/agenttermcondition', label: 'Terms & Conditions', icon: <FileText className="size-5" /> },
];

/** Every agent page: the side menu (folded behind Menu on phones) beside the page. */
export function AgentLayout({ children }: { children: ReactNode }) {
  return (
    <PortalLayout menuLabel="Agent menu" menuTitle="Agent portal" links={LINKS}>
      {children}
    </PortalLayout>
  );
}
