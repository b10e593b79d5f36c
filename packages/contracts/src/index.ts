import './zod-messages.ts';

export * from './audit.ts';
export * from './auth.ts';
export * from './company.ts';
export * from './dashboard.ts';
export * from './enums.ts';
export * from './errors.ts';
export * from './fields.ts';
export * from './i18n/index.ts';
export * from './limits.ts';
export * from './messages.ts';
export * from './paging.ts';
export * from './paths.ts';
export * from './permissions.ts';
export * from './users.ts';
