// The whole data model. Tables are exported under the names Better Auth's Drizzle adapter
// expects with `usePlural: true` (users, sessions, accounts, verifications).
export * from './auth.ts';
export * from './listers.ts';
export * from './adopter-profiles.ts';
export * from './dogs.ts';
export * from './swipes.ts';
export * from './swipe-counts.ts';
export * from './lister-dog-stats.ts';
export * from './conversations.ts';
export * from './chat-messages.ts';
export * from './virtual-tours.ts';
export * from './adoption-journeys.ts';
export * from './dog-views.ts';
export * from './data-versions.ts';
export * from './uploads.ts';
export * from './notifications.ts';
export * from './rate-limits.ts';
