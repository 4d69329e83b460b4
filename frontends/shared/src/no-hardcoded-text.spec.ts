// Every word a person reads comes from a `*.i18n.ts` module in English and Hindi. This guard reads
// every frontend component (.tsx) and fails, naming file and line, on English written straight into
// JSX: text between tags, the text attributes (aria-label, title, placeholder, alt, label, …) and the
// label/title/text/header/message fields of objects built for the screen.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FRONTENDS, frontendSources } from './testing/sources';

const TEXT_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'title',
  'placeholder',
  'alt',
  'label',
  'message',
  'hint',
  'eyebrow',
  'subtitle',
  'menuLabel',
  'menuTitle',
  'lead',
]);
const TEXT_PROPERTIES = new Set(['label', 'title', 'text', 'header', 'message', 'heading']);

/** Names and symbols that read the same in both languages. */
const SAME_IN_BOTH = /^(?:English|WhatsApp|UPI|PDF|OK|[A-Z]{2,4}|₹|→|·|©|…|-|—|[\s\d.,:;!?()'"“”‘’/&+%×✓←→-]+)$/;

export interface TextFinding {
  file: string;
  line: number;
  text: string;
}

function isEnglish(text: string): boolean {
  const t = text.replace(/\s+/g, ' ').trim();
  return /[A-Za-z]{2,}/.test(t) && !SAME_IN_BOTH.test(t);
}

/** English text written into the components of one source file. */
export function scanForText(fileName: string, source: string): TextFinding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: TextFinding[] = [];
  const add = (node: ts.Node, text: string) =>
    findings.push({ file: fileName, line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, text: text.trim() });
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && isEnglish(node.text)) add(node, node.text);
    if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(file))) {
      const init = node.initializer;
      const literal = init && ts.isJsxExpression(init) ? init.expression : init;
      if (literal && (ts.isStringLiteral(literal) || ts.isNoSubstitutionTemplateLiteral(literal)) && isEnglish(literal.text))
        add(node, literal.text);
    }
    if (
      ts.isPropertyAssignment(node) &&
      TEXT_PROPERTIES.has(node.name.getText(file)) &&
      (ts.isStringLiteral(node.initializer) || ts.isNoSubstitutionTemplateLiteral(node.initializer)) &&
      /^[A-Z]/.test(node.initializer.text) &&
      isEnglish(node.initializer.text)
    )
      add(node, node.initializer.text);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

describe('the hard-coded text scanner', () => {
  it.each([
    ['text between tags', '<p>No offers found.</p>'],
    ['an aria-label', '<button aria-label="Close offers" />'],
    ['a placeholder in braces', "<input placeholder={'Type a town'} />"],
    ['a label prop', '<FormField label="Full Name" />'],
    ['a column header', "const columns = [{ key: 'from', header: 'From' }];"],
  ])('flags %s', (_name, snippet) => {
    expect(scanForText('Example.tsx', snippet)).not.toEqual([]);
  });

  it.each([
    ['a translated text', "<p>{t('noOffers')}</p>"],
    ['a name the same in both languages', '<span>WhatsApp</span>'],
    ['symbols and numbers', '<span aria-hidden="true">→ 404 ·</span>'],
    ['class names and ids', '<div className="mt-4 text-sm" id="offers-popup-title" />'],
    ['data values', "const filters = [{ value: 'pending', key: 'status' }];"],
  ])('passes %s', (_name, snippet) => {
    expect(scanForText('Example.tsx', snippet)).toEqual([]);
  });
});

describe('the frontends', () => {
  it('write no English into their components: every text is in a *.i18n.ts module', () => {
    const findings = frontendSources()
      .filter((path) => path.endsWith('.tsx'))
      .flatMap((path) => scanForText(relative(FRONTENDS, path).split(sep).join('/'), readFileSync(path, 'utf8')));
    expect(findings.map((f) => `frontends/${f.file}:${f.line}: ${f.text}`)).toEqual([]);
  });
});
