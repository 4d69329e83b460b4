import { setLanguage } from '@jbp/shared';
import { bundlesOf, englishLeftovers, http, renderPage, server, textModuleProblems } from '@jbp/shared/testing';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AddOfferPage } from './features/offers/AddOfferPage';
import { AgentTermsPage } from './features/terms/AgentTermsPage';

const modules = import.meta.glob<Record<string, unknown>>(
  ['./**/*.i18n.ts', '../../shared/src/**/*.i18n.ts', '../../widgets/src/**/*.i18n.ts'],
  { eager: true },
);
const session = { token: 't', role: 'agent' };

describe('the agent portal texts', () => {
  it('exist in English and Hindi, with the same keys, placeholders and tags', () => {
    expect(textModuleProblems(modules)).toEqual([]);
  });

  it('show Add Travel Offer in Hindi, with no English sentence left', async () => {
    server.use(http.get('/api/offers/mine', ({ response }) => response(200).json({ data: [] })));
    setLanguage('hi');
    renderPage(<AddOfferPage />, { session, path: '/addoffer' });
    expect(screen.getByRole('heading', { level: 1, name: 'ट्रैवल ऑफ़र जोड़ें' })).toBeInTheDocument();
    expect(screen.getByLabelText('प्रतीक्षा समय: कब से')).toHaveAttribute('type', 'time');
    expect(screen.getByRole('button', { name: 'ऑफ़र भेजें' })).toBeInTheDocument();
    expect(englishLeftovers(document.body.textContent ?? '', bundlesOf(modules))).toEqual([]);
  });

  it('show the 14 agent terms in Hindi', () => {
    setLanguage('hi');
    renderPage(<AgentTermsPage />, { session, path: '/agenttermcondition' });
    expect(screen.getByRole('heading', { level: 1, name: 'एजेंट नियम और शर्तें' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'एजेंट की शर्तें' }).children).toHaveLength(14);
    expect(screen.getByText(/7 दिन का लिखित नोटिस/)).toBeInTheDocument();
    expect(screen.getByText(/जबलपुर \(मध्य प्रदेश\) के न्यायालयों/)).toBeInTheDocument();
    act(() => setLanguage('en'));
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Terms & Conditions' })).toBeInTheDocument();
  });
});
