import { calendarApi } from '@custodia/contracts';
import type { FastifyInstance } from 'fastify';
import { route } from '../platform/routes.ts';
import {
  addNonWorkingDay,
  getCalendar,
  previewChange,
  removeNonWorkingDay,
  updateCalendar,
} from './calendar.service.ts';

export async function calendarRoutes(app: FastifyInstance): Promise<void> {
  route(app, calendarApi.get, ({ work, query }) => getCalendar(work, query.year));
  route(app, calendarApi.preview, ({ work, body }) => previewChange(work, body));
  route(app, calendarApi.update, ({ work, body }) => updateCalendar(work, body));
  route(app, calendarApi.addNonWorkingDay, ({ work, body }) => addNonWorkingDay(work, body));
  route(app, calendarApi.removeNonWorkingDay, ({ work, params }) =>
    removeNonWorkingDay(work, params.date),
  );
}
