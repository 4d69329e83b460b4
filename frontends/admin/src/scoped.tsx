import type { ComponentType } from 'react';

/** The class styles.css scopes this remote's utilities to. */
export const SCOPE = 'jbp-admin';

/** The page inside the element that carries this remote's styles (see styles.css). */
export function scoped(Page: ComponentType): ComponentType {
  function ScopedPage() {
    return (
      <div className={SCOPE}>
        <Page />
      </div>
    );
  }
  ScopedPage.displayName = `Scoped(${Page.displayName ?? Page.name})`;
  return ScopedPage;
}
