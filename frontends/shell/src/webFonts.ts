import devanagari from '@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2?url';
import latin from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2?url';
import { whenIdle } from './whenIdle';

/**
 * The site's fonts: Noto Sans for Latin text and Noto Sans Devanagari for Hindi (the `hi` pages'
 * font, see theme.css), one subset each, drawn once loaded (`font-display: swap`); a character outside
 * them (₹, →) comes from the system's fonts. Until then the text is drawn in the system's sans-serif,
 * as the font stacks in theme.css name it.
 */
export const WEB_FONTS_CSS = `
@font-face {
  font-family: 'Noto Sans Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('${latin}') format('woff2-variations');
  unicode-range: U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD;
}
@font-face {
  font-family: 'Noto Sans Devanagari Variable';
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url('${devanagari}') format('woff2-variations');
  unicode-range: U+0900-097F, U+1CD0-1CF9, U+200C-200D, U+20A8, U+20B9, U+20F0, U+25CC, U+A830-A839, U+A8E0-A8FF, U+11B00-11B09;
}`;

const STYLE_ID = 'jbp-web-fonts';

/** Adds the font faces to the document (once); the browser then fetches a file when text needs it. */
export function addWebFonts(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = WEB_FONTS_CSS;
  document.head.append(style);
}

/**
 * The fonts are added after the page has loaded, when the browser is idle: declared in the page's
 * stylesheet, the Latin file (36 KB) was fetched with the first page's code and held one of the
 * browser's six connections for a second and a half on a phone network, delaying the booking button.
 */
export function addWebFontsAfterLoad(): void {
  const add = () => whenIdle(addWebFonts);
  if (document.readyState === 'complete') add();
  else window.addEventListener('load', add, { once: true });
}
