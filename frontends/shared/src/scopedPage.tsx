import type { ComponentType } from 'react';

/**
 * A remote's pages sit inside an element with the remote's class, which its styles.css scopes its
 * utilities to. `scopedPage('jbp-admin')` gives the wrapper a route table's `load()` resolves with.
 */
export function scopedPage(scope: string) {
  return (Page: ComponentType): { default: ComponentType } => {
    const ScopedPage = () => (
      <div className={scope}>
        <Page />
      </div>
    );
    ScopedPage.displayName = `Scoped(${Page.displayName ?? Page.name})`;
    return { default: ScopedPage };
  };
}
