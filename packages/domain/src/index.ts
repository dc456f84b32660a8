export * from './constants.ts';
export * from './contracts/errors.ts';
export * from './contracts/health.ts';
export * from './contracts/users.ts';
