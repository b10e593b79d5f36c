import type { SessionEntryDto } from '@custodia/contracts';
import type { SessionEntryRow } from './sessions.repo.ts';

/** Browsers by the token their user agent names them with; the first found wins (Edge says Chrome too). */
const browsers: [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstOf = (table: [RegExp, string][], agent: string) =>
  table.find(([pattern]) => pattern.test(agent))?.[1];

/**
 * The device as a person recognises it ("Chrome · Windows"); what no table names shows as sent,
 * shortened; empty when the client sent nothing (the screen then says it is unknown).
 */
export function deviceOf(agent: string | null): string {
  if (!agent) return '';
  const named = [firstOf(browsers, agent), firstOf(systems, agent)].filter(Boolean);
  return named.length > 0 ? named.join(' · ') : agent.slice(0, 60);
}

export function toSessionEntry(row: SessionEntryRow, currentHash: string): SessionEntryDto {
  return {
    id: row.id,
    device: deviceOf(row.user_agent),
    address: row.address,
    created_at: row.created_at.toISOString(),
    last_seen_at: row.last_seen_at.toISOString(),
    current: row.token_hash === currentHash,
  };
}
