import { ProfileEditor } from '@jbp/shared/widgets';
import { Link } from 'react-router-dom';
import { AgentLayout } from '@/components/AgentLayout';
import { MyOffers } from './MyOffers';

/** /agentprofile: profile view and edit with photo, the side menu, and the agent's own offers. */
export function AgentProfilePage() {
  return (
    <AgentLayout>
      <h1 className="sr-only">Agent Profile</h1>
      <div className="grid gap-8">
        <ProfileEditor
          areaField="area"
          footer={
            <p className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
              <span>Please read the terms that apply to every offer you publish.</span>
              <Link to="/agenttermcondition" className="font-semibold text-blue-700 hover:underline">
                Agent Terms &amp; Conditions
              </Link>
            </p>
          }
        />
        <MyOffers />
      </div>
    </AgentLayout>
  );
}
