// Money and booking rules live on the server: a booking answer carries its fare lines, totals and the
// `actions` the caller may take, and the screens show them as sent. This guard reads every frontend
// source and fails, naming file and line, wherever fare arithmetic or a status rule is written again
// in the browser. The rules are regexes run over the code with comments, strings, template text and
// JSX text blanked out (by TypeScript's own parser), so prose and class names never trip them.
import { readFileSync } from 'node:fs';
import { relative, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { FRONTENDS, WORKSPACES, frontendSources } from './testing/sources';

/**
 * One name that holds money: amount, fare, advance, balance, charges, allowance, GST, taxable value,
 * paid, the per-km rate, a bill's `.total`, or a constant such as ADVANCE_PERCENT. Names of dates,
 * statuses, labels and counts (paidAt, advanceStatus, fareLabel, chargesCount) are not money. A bare
 * `total` is not either: it is as often a count of rows or minutes; money totals arrive as `.total`
 * or `totalAmount`, `dutySlipTotal`.
 */
const MONEY = String.raw`(?:(?<![\w$])(?:[\w$]*(?:Amount|Fare|Advance|Balance|Charges?|Allowance|Gst|GST|Taxable|Paid|PerKmRate|GstRate|Total)|(?:amount|fare|advance|balance|charges?|allowance|gst|taxable|paid|perKmRate|subtotal|grandTotal)[\w$]*|[A-Z_]*(?:AMOUNT|FARE|ADVANCE|BALANCE|CHARGES?|ALLOWANCE|GST|TAX)[A-Z0-9_]*)(?<!At|Date|Time|Status|Id|Label|Text|Note|Key|Count|Index|Submission)(?![\w$])|(?<=\.\s*)total(?![\w$]))`;

/** An arithmetic operator, compound assignment, increment or decrement. */
const OP = String.raw`(?:\+\+|--|\*\*=?|[+\-*/%]=?)`;

export interface MoneyRule {
  pattern: RegExp;
  reason: string;
}

export const RULES: readonly MoneyRule[] = [
  {
    pattern: new RegExp(String.raw`${MONEY}[)\]!]*\s*${OP}(?!\s*['"\x60])`, 'g'),
    reason: 'arithmetic on a money figure: show the amount the server sent',
  },
  {
    pattern: new RegExp(String.raw`(?:[\w$)\]]|\+\+|--)\s*${OP}\s*(?:[\w$!(\s]|\?\.|\.){0,80}?${MONEY}`, 'g'),
    reason: 'arithmetic with a money figure: show the amount the server sent',
  },
  {
    pattern: new RegExp(String.raw`\bMath\.(?:round|ceil|floor|trunc|max|min|abs)\s*\([^;{}]{0,120}?${MONEY}`, 'g'),
    reason: 'rounding or clamping money: the server rounds',
  },
  {
    pattern: new RegExp(String.raw`${MONEY}[)\]!]*\s*\??\.reduce\s*\(|\.reduce\s*\([^;]{0,200}?${MONEY}`, 'g'),
    reason: 'summing money in the browser: the bill carries its totals',
  },
  {
    pattern: /(?<![\w$])(?:dutySlipTotals|canCustomerCancel|canPayAdvance)(?![\w$])/g,
    reason: 'a fare or status helper the server replaced: use the bill and `actions` of the booking answer',
  },
  {
    pattern: /\b(?:function\s+can[A-Z][\w$]*\s*\(\s*(?:status|booking)|(?:const|let)\s+can[A-Z][\w$]*\s*=\s*\(\s*(?:status|booking))\b/g,
    reason: 'a permission decided from a status in the browser: use `actions` of the booking answer',
  },
  {
    pattern:
      /(?:\bfunction\s+|\b(?:const|let)\s+)(?!format|use[A-Z])(?=[a-z])[\w$]*(?:[Tt]otal|[Ff]are|[Cc]harge|[Gg]st|GST|[Tt]ax|[Bb]alance)[\w$]*\s*(?:<[^>]*>\s*)?(?:\(|=\s*(?:async\s+)?(?:\([^)]*\)|[\w$]+)\s*(?::[^=;]+)?=>)/g,
    reason: 'a helper that computes a total, fare, charge, tax or balance: the server computes them',
  },
];

export interface Finding {
  file: string;
  line: number;
  code: string;
  reason: string;
}

/** Tokens whose text is prose or data, not code: blanked before the rules run. */
const TEXT_TOKENS = new Set<ts.SyntaxKind>([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
  ts.SyntaxKind.JsxText,
]);

/**
 * The source with only its code tokens kept: comments, strings (all but their quotes), template text,
 * regex literals and JSX text become spaces (newlines stay, so line numbers hold).
 */
export function codeOnly(fileName: string, source: string): string {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const out = source.replace(/[^\n]/g, ' ').split('');
  const visit = (node: ts.Node) => {
    if (node.kind >= ts.SyntaxKind.FirstJSDocNode && node.kind <= ts.SyntaxKind.LastJSDocNode) return;
    const children = node.getChildren(file);
    if (children.length > 0) {
      children.forEach(visit);
      return;
    }
    const start = node.getStart(file);
    if (TEXT_TOKENS.has(node.kind)) {
      // Keep a string's quotes, so `amount + ' km'` still reads as joining text, not adding.
      for (const i of [start, node.end - 1]) if (/['"\x60]/.test(source[i] ?? '')) out[i] = source[i] ?? ' ';
      return;
    }
    for (let i = start; i < node.end; i += 1) out[i] = source[i] ?? ' ';
  };
  visit(file);
  return out.join('');
}

/** Every place in one source where a rule matches, with its 1-based line. */
export function scanSource(fileName: string, source: string): Finding[] {
  const code = codeOnly(fileName, source);
  const lines = source.split('\n');
  const byLine = new Map<number, Finding>();
  for (const rule of RULES) {
    for (const match of code.matchAll(rule.pattern)) {
      const line = code.slice(0, match.index).split('\n').length;
      const seen = byLine.get(line);
      if (seen && !seen.reason.includes(rule.reason)) seen.reason += `; ${rule.reason}`;
      if (!seen) byLine.set(line, { file: fileName, line, code: (lines[line - 1] ?? '').trim(), reason: rule.reason });
    }
  }
  return [...byLine.values()].sort((a, b) => a.line - b.line);
}

describe('the money-rules scanner', () => {
  it.each([
    ['a sum of fare lines', 'const total = bill.baseAmount + bill.driverAllowance;'],
    ['a balance worked out', 'const due = booking.totalAmount - booking.paid;'],
    ['an advance as a share of the fare', 'const advance = Math.round(fare * 0.2);'],
    ['a percentage of an amount', 'return amount * ADVANCE_PERCENT / 100;'],
    ['charges added up with reduce', 'const extra = charges.reduce((sum, c) => sum + c, 0);'],
    ['reduce over amounts', 'lines.reduce((s, l) => s.concat(l.amount), [])'],
    ['a compound assignment', 'sum += line.amount;'],
    ['GST on a taxable value', 'const gst = taxable * gstRate;'],
    ['a per-km fare', 'const fare = km * vehicle.perKmRate;'],
    ['rounding a bill total', 'const shown = Math.ceil(booking.bill.total);'],
    ['a bill total minus what was paid', 'const left = bill.total - bill.paid;'],
    ['an operator split over lines', 'const t =\n  extraKmCharges +\n  haltingCharges;'],
    ['arithmetic inside JSX', '<p>{formatAmount(bill.balance - 100)}</p>'],
    ['arithmetic inside a template', 'const s = `Due: ${booking.amount - paid}`;'],
    ['the old duty slip helper', "import { dutySlipTotals } from './dutySlipTotals';"],
    ['the old cancel rule', 'if (canCustomerCancel(booking.status)) show();'],
    ['the old pay rule', 'const may = canPayAdvance(status);'],
    ['a status rule of its own', "function canEdit(status: string) { return status === 'pending'; }"],
    ['a total helper', 'function bookingTotal(b: Booking) { return 0; }'],
    ['a fare helper as an arrow', 'const fareFor = (km: number) => km;'],
    ['a charges helper', 'export function sumCharges(list: number[]) { return list; }'],
  ])('flags %s', (_name, snippet) => {
    const fileName = snippet.includes('<p>') ? 'Example.tsx' : 'example.ts';
    expect(scanSource(fileName, snippet)).not.toEqual([]);
  });

  it.each([
    ['showing an amount', '<td>{formatAmount(booking.bill.amount)}</td>'],
    ['showing fare lines', 'bill.lines.map((line) => <Row key={line.label} label={line.label} value={formatAmount(line.amount)} />)'],
    ['a button the server allowed', 'if (booking.actions.payAdvance) showPay();'],
    ['a comparison with zero', 'return q.driverAllowance > 0 ? formatRupees(q.driverAllowance) : null;'],
    ['pages of a list', 'return Math.max(1, Math.ceil(total / limit));'],
    ['minutes in a duration', 'const total = Math.round(n);\nreturn `${Math.floor(total / 60)} h ${total % 60} min`;'],
    ['an amount in a string', "const text = 'Advance + balance - charges * 2 / total';"],
    ['an amount in a comment', '// amount + allowance is computed on the server\nconst x = 1;'],
    ['prose in JSX', '<p>Fare + driver allowance - discount</p>'],
    ['a label joined to an amount', "const label = 'Paid: ' + formatAmount(bill.paid);"],
    ['a date that is not money', 'const age = Date.now() - paidAt;'],
    ['a status that is not money', 'const next = advanceStatus === "verified";'],
    ['a formatter named after fares', 'export function formatFare(value: unknown) { return String(value); }'],
    ['a component named after fares', 'export function FareTable() { return null; }'],
    ['a regex literal', 'const re = /amount+fare/;'],
    ['a typed field', 'interface Bill { amount: number; balance?: number | null; total: number }'],
  ])('passes %s', (_name, snippet) => {
    const fileName = /<\w/.test(snippet) ? 'Example.tsx' : 'example.ts';
    expect(scanSource(fileName, snippet)).toEqual([]);
  });

  it('names the line of a finding', () => {
    const [finding] = scanSource('page.ts', 'const a = 1;\n\nconst due = bill.total - bill.paid;\n');
    expect(finding).toMatchObject({ file: 'page.ts', line: 3, code: 'const due = bill.total - bill.paid;' });
  });

  it('reads the sources of every frontend, leaving tests and generated files out', () => {
    const files = frontendSources().map((f) => relative(FRONTENDS, f).split(sep).join('/'));
    for (const workspace of WORKSPACES) expect(files.some((f) => f.startsWith(`${workspace}/src/`))).toBe(true);
    expect(files).toContain('shared/src/format/format.ts');
    expect(files.filter((f) => /\.(spec|test)\.tsx?$|schema\.gen\.ts$|\/testing\//.test(f))).toEqual([]);
  });
});

describe('the frontends', () => {
  it('do no fare arithmetic and decide no booking permission', () => {
    const findings = frontendSources().flatMap((path) =>
      scanSource(relative(FRONTENDS, path).split(sep).join('/'), readFileSync(path, 'utf8')),
    );
    expect(findings.map((f) => `frontends/${f.file}:${f.line}: ${f.code}  (${f.reason})`)).toEqual([]);
  });
});
