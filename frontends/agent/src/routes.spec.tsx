import { describe, expect, it } from 'vitest';
import { routes } from './routes';

describe('agent routes', () => {
  it("lists the agent's paths with the spec's guards", () => {
    expect(routes.map((r) => [r.path, r.allowedRoles])).toEqual([
      ['/agentprofile', ['agent']],
      ['/addoffer', ['admin', 'agent']],
      ['/agenttermcondition', ['agent']],
    ]);
  });
});
