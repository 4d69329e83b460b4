// The first page's chunk: what the home page imports from its remote, and the guard against
// `@jbp/widgets`' index, through which the chunk took every widget.
import { describe, expect, it } from 'vitest';
import { WIDGETS_INDEX, firstPageChunk } from '../build/first-page';

/** The group's naming function over a module graph given as importer → imported ids. */
function chunkNames(graph: Record<string, string[]>, page = '/app/src/Home.tsx') {
  const group = firstPageChunk(page) as { name: (id: string, ctx: unknown) => string | null };
  const ctx = { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null) };
  return (id: string) => group.name(id, ctx);
}

describe('firstPageChunk', () => {
  it("takes the page and what it imports of the remote's own code and lucide-react, not shared modules or other libraries", () => {
    const name = chunkNames({
      '/app/src/Home.tsx': ['/app/src/Offers.tsx', '/app/node_modules/lucide-react/dist/icons/phone.js', '/app/node_modules/zod/index.js'],
      '/app/src/Offers.tsx': ['/frontends/widgets/src/api/offers.ts', '\0virtual:mf', '/app/__mf__loadShare__react.js'],
    });
    expect(name('/app/src/Home.tsx')).toBe('first-page');
    expect(name('/app/src/Offers.tsx')).toBe('first-page');
    expect(name('/frontends/widgets/src/api/offers.ts')).toBe('first-page');
    expect(name('/app/node_modules/lucide-react/dist/icons/phone.js')).toBe('first-page');
    expect(name('/app/node_modules/zod/index.js')).toBeNull();
    expect(name('\0virtual:mf')).toBeNull();
    expect(name('/app/__mf__loadShare__react.js')).toBeNull();
    expect(name('/app/src/Admin.tsx')).toBeNull();
  });

  it("stops the build when a module of the page imports @jbp/widgets' index, naming it", () => {
    const name = chunkNames({
      '/app/src/Home.tsx': ['/app/src/RideSummary.tsx'],
      '/app/src/RideSummary.tsx': [`/repo${WIDGETS_INDEX}`],
    });
    expect(() => name('/app/src/Home.tsx')).toThrow(
      "The first page (/app/src/Home.tsx) imports @jbp/widgets' index in /app/src/RideSummary.tsx: import a module of its own (as @jbp/widgets/api/offers) or keep the widget off the first page.",
    );
  });
});
