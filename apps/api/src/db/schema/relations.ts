// Relations for Drizzle's relational queries (`db.query.dogs.findMany({ with: { lister: true } })`).
// They add no constraints; the foreign keys live on the tables.
import { relations } from 'drizzle-orm';
import { adopterProfiles } from './adopter-profiles.ts';
import { adoptionJourneys } from './adoption-journeys.ts';
import { accounts, sessions, users } from './auth.ts';
import { chatMessages } from './chat-messages.ts';
import { conversations, messages } from './conversations.ts';
import { dogViews } from './dog-views.ts';
import { dogs } from './dogs.ts';
import { listers } from './listers.ts';
import { swipes } from './swipes.ts';
import { virtualTours } from './virtual-tours.ts';

export const usersRelations = relations(users, ({ many, one }) => ({
  sessions: many(sessions),
  accounts: many(accounts),
  lister: one(listers, { fields: [users.id], references: [listers.userId] }),
  adopterProfile: one(adopterProfiles, { fields: [users.id], references: [adopterProfiles.userId] }),
}));

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}));

export const accountsRelations = relations(accounts, ({ one }) => ({
  user: one(users, { fields: [accounts.userId], references: [users.id] }),
}));

export const listersRelations = relations(listers, ({ many }) => ({
  dogs: many(dogs),
}));

export const adopterProfilesRelations = relations(adopterProfiles, ({ one }) => ({
  user: one(users, { fields: [adopterProfiles.userId], references: [users.id] }),
}));

export const dogsRelations = relations(dogs, ({ one, many }) => ({
  lister: one(listers, { fields: [dogs.listerId], references: [listers.id] }),
  swipes: many(swipes),
  conversations: many(conversations),
  views: many(dogViews),
  virtualTours: many(virtualTours),
  adoptionJourneys: many(adoptionJourneys),
}));

export const swipesRelations = relations(swipes, ({ one }) => ({
  dog: one(dogs, { fields: [swipes.dogId], references: [dogs.id] }),
}));

export const conversationsRelations = relations(conversations, ({ one, many }) => ({
  dog: one(dogs, { fields: [conversations.dogId], references: [dogs.id] }),
  adopter: one(users, { fields: [conversations.adopterId], references: [users.id] }),
  messages: many(messages),
}));

export const messagesRelations = relations(messages, ({ one }) => ({
  conversation: one(conversations, { fields: [messages.conversationId], references: [conversations.id] }),
}));

export const chatMessagesRelations = relations(chatMessages, ({ one }) => ({
  dog: one(dogs, { fields: [chatMessages.dogContext], references: [dogs.id] }),
}));

export const virtualToursRelations = relations(virtualTours, ({ one }) => ({
  dog: one(dogs, { fields: [virtualTours.dogId], references: [dogs.id] }),
  adopter: one(users, { fields: [virtualTours.adopterId], references: [users.id] }),
}));

export const adoptionJourneysRelations = relations(adoptionJourneys, ({ one }) => ({
  dog: one(dogs, { fields: [adoptionJourneys.dogId], references: [dogs.id] }),
  adopter: one(users, { fields: [adoptionJourneys.adopterId], references: [users.id] }),
}));

export const dogViewsRelations = relations(dogViews, ({ one }) => ({
  dog: one(dogs, { fields: [dogViews.dogId], references: [dogs.id] }),
}));
