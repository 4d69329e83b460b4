import { useTexts } from '@jbp/shared';
import { ProfileEditor } from '@jbp/widgets';
import { agentTexts } from '@/agent.i18n';
import { Link } from 'react-router-dom';
import { AgentLayout } from '@/components/AgentLayout';
import { MyOffers } from './MyOffers';
import { AgentBookings } from '../bookings/AgentBookings';

/** /agentprofile: profile view and edit with photo, the side menu, the bookings of the agent's offers (live) and the offers. */
export function AgentProfilePage() {
  const t = useTexts(agentTexts);
  return (
    <AgentLayout>
      <h1 className="sr-only">{t('agentProfile')}</h1>
      <div className="grid gap-8">
        <ProfileEditor
          areaField="area"
          footer={
            <p className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
              <span>{t('readTerms')}</span>
              <Link to="/agenttermcondition" className="font-semibold text-blue-700 hover:underline">
                {t('agentTerms')}
              </Link>
            </p>
          }
        />
        <AgentBookings />
        <MyOffers />
      </div>
    </AgentLayout>
  );
}
