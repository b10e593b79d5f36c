import type { NonWorkingDayDto, WorkingInterval } from '@custodia/contracts';
import type { Sql } from '../platform/db.ts';

export type CalendarSettings = {
  time_zone: string;
  working_days: number[];
  working_hours: WorkingInterval[];
};

export type CalendarRow = CalendarSettings & {
  /** The company's deadline colour thresholds (spec §9), in percent of working time left. */
  deadline_green_above: number;
  deadline_orange_above: number;
  /** The last year whose national holidays were added; null before any was. */
  holidays_through: number | null;
  /** Every day off, in date order. */
  days: NonWorkingDayDto[];
};

/**
 * The calendar with every day off it holds, in one statement: deadlines are counted over them
 * all, and a company has a few dozen. Its time zone and colour thresholds are the company's.
 */
export async function findCalendar(tx: Sql, tenantId: string): Promise<CalendarRow | undefined> {
  const [row] = await tx.query<CalendarRow>(
    `SELECT t.time_zone, t.deadline_green_above, t.deadline_orange_above,
            working_days, working_hours, holidays_through,
            coalesce((SELECT json_agg(json_build_object('date', day::text, 'name', name, 'holidays', holidays)
                                  ORDER BY day)
                        FROM non_working_days d WHERE d.tenant_id = c.tenant_id), '[]') AS days
       FROM business_calendars c JOIN tenants t ON t.id = c.tenant_id
      WHERE c.tenant_id = $1`,
    [tenantId],
  );
  return row;
}

/**
 * A company's first calendar. When another transaction is making it meanwhile this waits for that
 * one and keeps what it made.
 */
export async function insertCalendar(
  tx: Sql,
  tenantId: string,
  settings: Omit<CalendarSettings, 'time_zone'>,
): Promise<void> {
  await tx.query(
    `INSERT INTO business_calendars (tenant_id, working_days, working_hours)
     VALUES ($1, $2, $3)
     ON CONFLICT (tenant_id) DO NOTHING`,
    [tenantId, settings.working_days, JSON.stringify(settings.working_hours)],
  );
}

/**
 * Moves the last year of national holidays from `from` to `to`; false when another transaction
 * moved it first, and so seeds those years itself.
 */
export async function advanceHolidaysThrough(
  tx: Sql,
  tenantId: string,
  from: number | null,
  to: number,
): Promise<boolean> {
  const moved = await tx.query(
    `UPDATE business_calendars SET holidays_through = $3
      WHERE tenant_id = $1 AND holidays_through IS NOT DISTINCT FROM $2 RETURNING 1`,
    [tenantId, from, to],
  );
  return moved.length > 0;
}

/** Sets the days and hours, and the time zone of the whole company (decision 72). */
export async function updateSettings(
  tx: Sql,
  tenantId: string,
  settings: CalendarSettings,
): Promise<void> {
  await tx.query(
    `UPDATE business_calendars SET working_days = $2, working_hours = $3, updated_at = now()
      WHERE tenant_id = $1`,
    [tenantId, settings.working_days, JSON.stringify(settings.working_hours)],
  );
  await tx.query(
    'UPDATE tenants SET time_zone = $2 WHERE id = $1 AND time_zone IS DISTINCT FROM $2',
    [tenantId, settings.time_zone],
  );
}

/**
 * Adds days off; a date already off keeps the name it has. Returns the days added. Each day's
 * holidays go as JSON: unnest would flatten an array of arrays.
 */
export function insertNonWorkingDays(
  tx: Sql,
  tenantId: string,
  days: readonly NonWorkingDayDto[],
): Promise<NonWorkingDayDto[]> {
  return tx.query<NonWorkingDayDto>(
    `INSERT INTO non_working_days (tenant_id, day, name, holidays)
     SELECT $1, day, name, ARRAY(SELECT jsonb_array_elements_text(holidays))
       FROM unnest($2::date[], $3::text[], $4::jsonb[]) AS d(day, name, holidays)
     ON CONFLICT (tenant_id, day) DO NOTHING
     RETURNING day::text AS date, name, holidays`,
    [
      tenantId,
      days.map((day) => day.date),
      days.map((day) => day.name),
      days.map((day) => JSON.stringify(day.holidays)),
    ],
  );
}

export async function deleteNonWorkingDay(
  tx: Sql,
  tenantId: string,
  date: string,
): Promise<NonWorkingDayDto | undefined> {
  const [row] = await tx.query<NonWorkingDayDto>(
    `DELETE FROM non_working_days WHERE tenant_id = $1 AND day = $2
     RETURNING day::text AS date, name, holidays`,
    [tenantId, date],
  );
  return row;
}
