// The lister's view of an applicant (decisions §12): how well the dog fits them, scored
// exactly as the adopter's own page for the dog scores it (GET /api/dogs/:id: their survey
// profile, the taste their swipes taught, the distance from their profile location, the
// shared engine; dog-presenter.ts's scoreFor), so both read the same score and the same
// words; and their survey in a few plain lines. Any number of journeys costs two queries
// (profiles, then the swipes of those with a profile), never one per journey.
import type { ApplicationFit } from '@scout/domain';
import { summarizeSurvey } from '@scout/domain/survey/survey-summary';
import type { Database } from '../../db/client.ts';
import { scoreFor } from '../dogs/dog-presenter.ts';
import { findProfiles } from '../profiles/profiles.repository.ts';
import { loadLearnedTastes } from '../swipes/learned-taste.ts';
import type { JourneyRow } from './adoption-journeys.repository.ts';

export interface ApplicantView {
  fit: ApplicationFit | null;
  adopterSurvey: string[] | null;
}

const NO_PROFILE: ApplicantView = { fit: null, adopterSurvey: null };

/** Each journey's applicant view, by journey id; both parts null for an adopter without a profile. */
export async function applicantViews(db: Database, rows: readonly JourneyRow[]): Promise<Map<string, ApplicantView>> {
  const profiles = await findProfiles(
    db,
    rows.map((row) => row.journey.adopterId),
  );
  const tastes = await loadLearnedTastes(
    db,
    new Map([...profiles.values()].map((profile) => [profile.userId, profile])),
  );
  const views = new Map<string, ApplicantView>();
  for (const row of rows) {
    const profile = profiles.get(row.journey.adopterId);
    if (!profile) {
      views.set(row.journey.id, NO_PROFILE);
      continue;
    }
    const { score, reasons, hardLimits } = scoreFor(
      { signedIn: true, profile, taste: tastes.get(profile.userId) },
      row.dog,
    );
    views.set(row.journey.id, { fit: { score, reasons, hardLimits }, adopterSurvey: summarizeSurvey(profile) });
  }
  return views;
}
