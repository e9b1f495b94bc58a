/**
 * The database's tables (Drizzle), one file per area under tables/. Every module imports them from
 * here; drizzle-kit reads this file to write migrations (drizzle.config.ts).
 */
export * from './tables/conference';
export * from './tables/accounts';
export * from './tables/program';
export * from './tables/judging';
export * from './tables/console';
export * from './tables/payment';
export * from './tables/live';
export * from './tables/community';
export * from './tables/seminars';
export * from './tables/sponsors';
export * from './tables/venue';
