/** The time zone the test companies are created in (the platform's default). */
export const COMPANY_TIME_ZONE = 'America/Bogota';

/**
 * The company's calendar day of an instant (now by default), as `YYYY-MM-DD`: what day filters,
 * record numbers and due dates read. The machine's own day differs from it for five hours a day.
 */
export const companyDay = (at: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: COMPANY_TIME_ZONE }).format(at);
