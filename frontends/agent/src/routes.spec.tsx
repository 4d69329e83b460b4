import { textIn } from '@jbp/shared';
import { renderPage } from '@jbp/shared/testing';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('agent routes', () => {
  it("lists the agent's paths with the spec's guards and titles", () => {
    expect(routes.map((r) => [r.path, r.allowedRoles, r.title && textIn(r.title, 'en')])).toEqual([
      ['/agentprofile', ['agent'], 'Agent Profile'],
      ['/addoffer', ['admin', 'agent'], 'Add Travel Offer'],
      ['/agenttermcondition', ['agent'], 'Agent Terms & Conditions'],
    ]);
  });

  it('loads each page only when asked, inside the element that scopes the remote styles', async () => {
    const pages = await Promise.all(routes.map((r) => r.load()));
    expect(pages.every((page) => typeof page.default === 'function')).toBe(true);

    const Terms = pages[2].default;
    renderPage(<Terms />, { session: { token: 't', role: 'agent' }, path: '/agenttermcondition' });
    expect(screen.getByRole('heading', { level: 1, name: 'Agent Terms & Conditions' }).closest('.jbp-agent')).not.toBeNull();
  });

  it('titles every page in English and Hindi', () => {
    for (const route of routes) expect(route.title && textIn(route.title, 'hi')).toMatch(/[\u0900-\u097F]/);
  });
});
