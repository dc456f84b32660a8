// The adopter's own profile (product §12) and what their swipes say about their taste
// (product §13). Only the adopter reads or writes it; the routes check the role.
import { deriveProfileFields, type Profile, type ProfilePatch, type SurveyAnswers } from '@scout/domain';
import { summarizeTaste, type TasteSummary } from '@scout/domain/matching';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../http-errors.ts';
import { presentProfile } from './profile-presenter.ts';
import { loadLearnedTaste } from '../swipes/learned-taste.ts';
import { findProfile, insertProfile, updateProfile, upsertProfile, type ProfileValues } from './profiles.repository.ts';

export const PROFILE_NOT_FOUND = 'Profile not found';
export const PROFILE_EXISTS = 'Profile already exists';

function toValues(answers: SurveyAnswers): ProfileValues {
  return { ...answers, ...deriveProfileFields(answers) };
}

export function createProfilesService(db: Database) {
  return {
    async get(userId: string): Promise<Profile> {
      const row = await findProfile(db, userId);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return presentProfile(row);
    },

    async create(userId: string, answers: SurveyAnswers): Promise<Profile> {
      const row = await insertProfile(db, userId, toValues(answers));
      if (!row) throw conflict(PROFILE_EXISTS);
      return presentProfile(row);
    },

    async replace(userId: string, answers: SurveyAnswers): Promise<Profile> {
      return presentProfile(await upsertProfile(db, userId, toValues(answers)));
    },

    async patch(userId: string, patch: ProfilePatch): Promise<Profile> {
      const row = await updateProfile(db, userId, patch);
      if (!row) throw notFound(PROFILE_NOT_FOUND);
      return presentProfile(row);
    },

    /** The same learned taste the scores use, in words. */
    async learnedPreferences(userId: string): Promise<TasteSummary> {
      const profile = await findProfile(db, userId);
      return summarizeTaste(await loadLearnedTaste(db, userId, profile ?? null));
    },
  };
}
