import { HTML_LANG, useLanguage, useLocalized, useTexts } from '@jbp/shared';
import { agentTerms, agentTexts } from '@/agent.i18n';
import { AgentLayout } from '@/components/AgentLayout';
import { ClauseList, PageTitle } from '@jbp/widgets';

/** /agenttermcondition: the 14 clauses that apply to every agent, in the site's language. */
export function AgentTermsPage() {
  const t = useTexts(agentTexts);
  const language = useLanguage();
  const clauses = useLocalized(agentTerms);
  return (
    <AgentLayout>
      <PageTitle title={t('agentTerms')}>{t('termsLead')}</PageTitle>
      <ClauseList aria-label={t('termsList')} lang={HTML_LANG[language]} clauses={clauses} />
    </AgentLayout>
  );
}
