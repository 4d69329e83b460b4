import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from './routeTable';

const find = (path: string) => ROUTE_TABLE.find((r) => r.path === path);

describe('route table', () => {
  it('gives each remote the paths decisions.md assigns it', () => {
    const byRemote = (name: string) => ROUTE_TABLE.filter((r) => r.remote === name).map((r) => r.path);
    expect(byRemote('agent').sort()).toEqual(['/addoffer', '/agentprofile', '/agenttermcondition']);
    expect(byRemote('admin')).toHaveLength(9);
    expect(byRemote('public')).toHaveLength(20);
  });

  it.each([
    ['/', undefined],
    ['/login', undefined],
    ['/resetpassword', undefined],
    ['/customerprofile', ['customer']],
    ['/customertermsconditions', ['customer']],
    ['/oneway', ['admin', 'customer']],
    ['/onewaydutyslip', ['admin', 'customer']],
    ['/offerpayadvance', ['admin', 'customer']],
    ['/addoffer', ['admin', 'agent']],
    ['/agentprofile', ['agent']],
    ['/agenttermcondition', ['agent']],
    ['/bookingdetail/:id', ['admin']],
    ['/alloffersforadmin', ['admin']],
  ])('guards %s for %j', (path, roles) => {
    expect(find(path)?.allowedRoles).toEqual(roles);
  });

  it('lists every path once', () => {
    const paths = ROUTE_TABLE.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });
});
