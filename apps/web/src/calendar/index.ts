/** What the other features use of calendar (decision 82). */
export { timeZoneOptions, weekdayLabels } from './calendarLabels.ts';
