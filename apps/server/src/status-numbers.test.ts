import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

/**
 * A status is named by its enum in the contracts (`RecordStatus.active`, `SignatureStatus.pending`),
 * in TypeScript and in SQL (decision 62): a bare `status = 2` says nothing to its reader and stays
 * behind when the enum changes. What is looked for is a status compared with, set to or typed as a
 * one-digit number; the HTTP statuses (three digits) and `status_code`-like names are not it.
 */
const roots = ['apps/server/src', 'apps/web/src'].map((root) =>
  path.resolve(import.meta.dirname, '../../..', root),
);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const statusNumbers = [
  // SQL and TypeScript comparisons and assignments: `s.status = 0`, `status <> 3`, `.status === 1`.
  /\b\w*status\s*(?:={1,3}|!==?|<>)\s*\d(?!\d)/gi,
  // SQL lists: `status IN (1, 2)`.
  /\b\w*status\s+(?:NOT\s+)?IN\s*\(\s*\d(?!\d)/gi,
  // The number first: `1 === task.status`.
  /(?<![\w.])\d\s*(?:={2,3}|!==?)\s*[\w.?]*status\b/gi,
  // Object literals and types: `{ status: 2 }`, `status: 1 | 2`.
  /\bstatus\??:\s*\d(?!\d)/g,
];

/** Each status number in a text, as its line and what it reads. */
function statusNumbersIn(text: string): string[] {
  return statusNumbers.flatMap((pattern) =>
    [...text.matchAll(pattern)].map(
      (match) => `${text.slice(0, match.index).split('\n').length}: ${match[0]}`,
    ),
  );
}

it('names every status by its enum, in TypeScript and in SQL, never by its number', () => {
  const found = roots
    .flatMap(sourceFiles)
    .flatMap((file) =>
      statusNumbersIn(fs.readFileSync(file, 'utf8')).map(
        (where) => `${path.relative(path.resolve(import.meta.dirname, '../../..'), file)}:${where}`,
      ),
    );
  expect(found).toEqual([]);
});

it('finds a status written as a number however it is written', () => {
  const samples = [
    '`UPDATE free_tasks SET status = 2, closed_at = now()`',
    '`WHERE s.status = 0 AND q.status <> 3 AND r.status IN (1, 2)`',
    'if (signatory?.status !== 0) return;',
    'all.every((other) => other.status === 1);',
    'if (1 === task.status) return;',
    'call(api.complete, { body: { status: 2 } });',
    'type Subject = { status: 1 | 2 };',
  ];
  expect(statusNumbersIn(samples.join('\n'))).toHaveLength(9);
  const others = [
    'if (response.status === 204) return;',
    'const widths = { status: 100 };',
    'if (outcome.status_code < 200 || statusCode >= 300) return;',
    'reply.status(201);',
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the text of a repo's SQL template
    '`WHERE status = ${RecordStatus.active} AND status = $3`',
  ];
  expect(statusNumbersIn(others.join('\n'))).toEqual([]);
});
