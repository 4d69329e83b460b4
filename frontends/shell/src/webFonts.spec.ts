import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEB_FONTS_CSS, addWebFonts, addWebFontsAfterLoad } from './webFonts';

const fontStyles = () => document.querySelectorAll('style#jbp-web-fonts');

afterEach(() => {
  for (const style of fontStyles()) style.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WEB_FONTS_CSS', () => {
  it('declares both fonts as swap faces of the site’s own files, Latin and Devanagari subsets', () => {
    const faces = WEB_FONTS_CSS.match(/@font-face \{[^}]*\}/g) ?? [];
    expect(faces).toHaveLength(2);
    expect(faces[0]).toContain("font-family: 'Noto Sans Variable'");
    expect(faces[0]).toMatch(/src: url\('\/[^']*noto-sans-latin-wght-normal[^']*\.woff2'\)/);
    expect(faces[0]).toContain('unicode-range: U+0000-00FF');
    expect(faces[1]).toContain("font-family: 'Noto Sans Devanagari Variable'");
    expect(faces[1]).toMatch(/src: url\('\/[^']*noto-sans-devanagari-devanagari-wght-normal[^']*\.woff2'\)/);
    expect(faces[1]).toContain('unicode-range: U+0900-097F');
    for (const face of faces) {
      expect(face).toContain('font-display: swap');
      expect(face).toContain('font-weight: 100 900');
    }
  });
});

describe('addWebFonts', () => {
  it('adds the faces to the head once, however often it is called', () => {
    addWebFonts();
    addWebFonts();
    expect(fontStyles()).toHaveLength(1);
    expect(fontStyles()[0]?.textContent).toBe(WEB_FONTS_CSS);
    expect(fontStyles()[0]?.parentElement).toBe(document.head);
  });
});

describe('addWebFontsAfterLoad', () => {
  function stubIdle() {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    return idle;
  }

  it('waits for the page’s load event, then for the browser to be idle', () => {
    const idle = stubIdle();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    addWebFontsAfterLoad();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(fontStyles()).toHaveLength(0);
    idle[0]?.();
    expect(fontStyles()).toHaveLength(1);
  });

  it('on a page already loaded, waits only for the browser to be idle', () => {
    const idle = stubIdle();
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    addWebFontsAfterLoad();
    expect(fontStyles()).toHaveLength(0);
    idle[0]?.();
    expect(fontStyles()).toHaveLength(1);
  });
});
