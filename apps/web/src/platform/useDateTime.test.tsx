import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { useDateTime } from './useDateTime.ts';

vi.mock('./session.ts', () => ({ useActiveSession: () => ({ time_zone: 'America/Bogota' }) }));

function Shown({ at }: { at: string }) {
  return useDateTime()(at);
}

describe('times on screens (decision 79)', () => {
  it("reads an instant in the company's time zone, not the browser's", () => {
    const browserZone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // 03:58 UTC on the 27th is 22:58 of the 26th in Bogotá and 12:58 of the 27th in Tokyo.
      expect(renderToString(<Shown at="2026-11-27T03:58:01.647Z" />)).toBe('26/11/2026 22:58');
    } finally {
      if (browserZone === undefined) delete process.env.TZ;
      else process.env.TZ = browserZone;
    }
  });
});
