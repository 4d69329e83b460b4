import { useTexts } from '@jbp/shared';
import { PortalLayout, type SideMenuLink } from '@jbp/widgets';
import { FileText, Plus, User } from 'lucide-react';
import type { ReactNode } from 'react';
import { agentTexts } from '@/agent.i18n';

/** Every agent page: the side menu (folded behind Menu on phones) beside the page. */
export function AgentLayout({ children }: { children: ReactNode }) {
  const t = useTexts(agentTexts);
  const links: readonly SideMenuLink[] = [
    { to: '/agentprofile', label: t('myProfile'), icon: <User className="size-5" /> },
    { to: '/addoffer', label: t('addTravelOffer'), icon: <Plus className="size-5" /> },
    { to: '/agenttermcondition', label: t('termsShort'), icon: <FileText className="size-5" /> },
  ];
  return (
    <PortalLayout menuLabel={t('agentMenu')} menuTitle={t('agentPortal')} links={links}>
      {children}
    </PortalLayout>
  );
}
