import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * `docs/adr/README.md` is the list of the architecture decision records, held to the folder: every record has its
 * row, linked, titled and with the status its file gives; every number up to the highest has exactly one row (a
 * number without a file says why: never written, or not in this branch); no row links a file that is not there.
 */
const DIR = 'docs/adr';
const RECORD = /^(\d{4})-.+\.md$/;

interface Row {
  number: string;
  decision: string;
  status: string;
  link?: string;
  title?: string;
}

const files = readdirSync(DIR).filter((name) => RECORD.test(name));
const numberOf = (name: string) => RECORD.exec(name)?.[1] ?? '';

const rows: Row[] = readFileSync(join(DIR, 'README.md'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const cells = /^\| (\d{4}) \| (.+?) \| (.+?) \|(.*)\|$/.exec(line);
    if (!cells) return [];
    const [, number = '', decision = '', status = ''] = cells;
    const link = /^\[(.+)\]\(([^)]+)\)$/.exec(decision);
    return [{ number, decision, status: status.trim(), ...(link ? { title: link[1], link: link[2] } : {}) }];
  });

/** The record's own status: 'Status: accepted …' on its date line, or the first word under '## Status'. */
function statusOf(text: string): string | undefined {
  return (/Status:\s*([A-Za-z]+)/.exec(text)?.[1] ?? /^## Status\s*\n+\s*([A-Za-z]+)/m.exec(text)?.[1])?.toLowerCase();
}

/** The record's title: its heading without the number ('# 12. ', '# 0011: ', '# ADR 0028: '). */
function titleOf(text: string): string {
  const heading = text.split('\n')[0] ?? '';
  return heading.replace(/^#\s*(?:ADR\s*)?\d+[.:]\s*/, '').trim();
}

describe('the ADR list', () => {
  it('has a row for every number up to the highest, each once', () => {
    const highest = Math.max(...files.map((name) => Number(numberOf(name))));
    const expected = Array.from({ length: highest }, (_, index) => String(index + 1).padStart(4, '0'));
    expect(rows.map((row) => row.number)).toEqual(expected);
  });

  it.each(files)('lists %s, linked, with its title and status', (name) => {
    const row = rows.find((candidate) => candidate.number === numberOf(name));
    expect(row, `no row for ${name}`).toBeDefined();
    const text = readFileSync(join(DIR, name), 'utf8');
    expect(row?.link).toBe(name);
    expect(row?.title?.toLowerCase()).toBe(titleOf(text).toLowerCase());
    expect(row?.status).toBe(statusOf(text));
  });

  it('links no file that is not there, and says why a number has none', () => {
    for (const row of rows) {
      if (row.link) expect(files, `${row.number} links ${row.link}`).toContain(row.link);
      else expect(row.decision, `${row.number} has no file and says nothing of it`).toMatch(/^(never written|not in this branch)$/);
    }
    const unlinked = rows.filter((row) => !row.link).map((row) => row.number);
    expect(files.filter((name) => unlinked.includes(numberOf(name)))).toEqual([]);
  });
});
