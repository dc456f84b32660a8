// Adoption journeys (product §3, §7): the adopter's journey for one dog, starting it,
// the caller's list (an adopter's own, or a lister's for their dogs), and moving one on.
// Every journey read sits under ['/api/adoption-journeys'], so a change refreshes them all.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplicationAnswers, ApplicationDocument, Journey, JourneyPatch, JourneyStart } from '@scout/domain';
import { applicationDocumentSchema } from '@scout/domain/contracts/adoption-applications';
import { journeyListSchema, journeySchema } from '@scout/domain/contracts/adoption-journeys';
import { apiJson, apiRequest } from '@/lib/api-client';
import { conversationKeys } from './conversations';
import { dogKeys } from './dogs';
import { listerKeys } from './listers';
import { tourKeys } from './virtual-tours';

export const journeyKeys = {
  all: ['/api/adoption-journeys'] as const,
  /** The signed-in adopter's journey for one dog (GET /api/adoption-journeys/{dogId}). */
  forDog: (dogId: string) => ['/api/adoption-journeys', dogId] as const,
};

const JOURNEYS_PATH = journeyKeys.all[0];

export const journeyQueries = {
  /** The journey, or null when the adopter has not applied for this dog (the server's 404). */
  forDog: (dogId: string) =>
    queryOptions({
      queryKey: journeyKeys.forDog(dogId),
      queryFn: async (): Promise<Journey | null> => {
        const data = await apiJson('GET', `${JOURNEYS_PATH}/${encodeURIComponent(dogId)}`, { nullOn: 404 });
        return data === null ? null : journeySchema.parse(data);
      },
    }),
  /** The caller's journeys: an adopter's own, or a lister's for their dogs; active first. */
  list: () =>
    queryOptions({
      queryKey: journeyKeys.all,
      queryFn: async () => journeyListSchema.parse(await apiJson('GET', JOURNEYS_PATH)),
    }),
};

/**
 * The adopter's journey for `dogId`: `data` is null until they apply. Enable it for signed-in
 * adopters only. `refetchOnMount: 'always'` reads it afresh each time a view of it opens.
 */
export function useAdoptionJourney(
  dogId: string,
  { enabled = true, refetchOnMount }: { enabled?: boolean; refetchOnMount?: boolean | 'always' } = {},
) {
  return useQuery({ ...journeyQueries.forDog(dogId), enabled, refetchOnMount });
}

export function useAdoptionJourneys({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...journeyQueries.list(), enabled });
}

/** Where a document of the application is read (an attachment, for the adopter and the dog's lister only). */
export const documentPath = (journeyId: string, documentId: string) =>
  `${JOURNEYS_PATH}/${encodeURIComponent(journeyId)}/documents/${encodeURIComponent(documentId)}`;

/**
 * `POST /api/adoption-journeys`: applies for the dog, with the application's answers;
 * resolves with the journey (new, restarted or the active one).
 */
export function useStartAdoption() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      dogId,
      application,
    }: {
      dogId: string;
      application?: ApplicationAnswers;
    }): Promise<Journey> => {
      const body: JourneyStart = { dogId, ...(application && { application }) };
      return journeySchema.parse(await apiJson('POST', JOURNEYS_PATH, { body }));
    },
    onSuccess: (journey) => {
      queryClient.setQueryData(journeyKeys.forDog(journey.dogId), journey);
      return queryClient.invalidateQueries({ queryKey: journeyKeys.all, exact: true });
    },
  });
}

/**
 * `PATCH /api/adoption-journeys/{id}`: the lister schedules or completes a step, the adopter
 * withdraws. A completed adoption also changes the dog's lists, the lister's inbox (the other
 * adopters are told) and the dog's tours, so those are fetched again too.
 */
export function useJourneyAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ journeyId, patch }: { journeyId: string; patch: JourneyPatch }): Promise<Journey> =>
      journeySchema.parse(await apiJson('PATCH', `${JOURNEYS_PATH}/${encodeURIComponent(journeyId)}`, { body: patch })),
    onSuccess: async (journey, { patch }) => {
      // Only the adopter holds a journey under the dog's key; a lister's cache gains nothing here.
      queryClient.setQueryData<Journey | null>(journeyKeys.forDog(journey.dogId), (old) =>
        old === undefined ? undefined : journey,
      );
      const adopted = patch.action === 'complete_adoption';
      // A decline is also a message in the lister's conversation with the adopter.
      const declined = patch.action === 'decline';
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: journeyKeys.all, exact: true }),
        adopted ? queryClient.invalidateQueries({ queryKey: dogKeys.all }) : null,
        adopted ? queryClient.invalidateQueries({ queryKey: listerKeys.dogs }) : null,
        adopted || declined ? queryClient.invalidateQueries({ queryKey: conversationKeys.all }) : null,
        adopted ? queryClient.invalidateQueries({ queryKey: tourKeys.all }) : null,
      ]);
    },
  });
}

/** Puts a changed journey in the adopter's cache and asks the lists again. */
function useJourneyChanged() {
  const queryClient = useQueryClient();
  return (journey: Journey) => {
    queryClient.setQueryData(journeyKeys.forDog(journey.dogId), journey);
    return queryClient.invalidateQueries({ queryKey: journeyKeys.all, exact: true });
  };
}

/** `PUT /api/adoption-journeys/{id}/application`: the adopter changes their answers, until the lister's first step. */
export function useSaveApplication() {
  const changed = useJourneyChanged();
  return useMutation({
    mutationFn: async ({ journeyId, answers }: { journeyId: string; answers: ApplicationAnswers }): Promise<Journey> =>
      journeySchema.parse(
        await apiJson('PUT', `${JOURNEYS_PATH}/${encodeURIComponent(journeyId)}/application`, { body: answers }),
      ),
    onSuccess: changed,
  });
}

/** `POST /api/adoption-journeys/{id}/documents`: attaches one file (multipart field `file`). */
export function useUploadDocument(dogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ journeyId, file }: { journeyId: string; file: File }): Promise<ApplicationDocument> => {
      const body = new FormData();
      body.append('file', file);
      return applicationDocumentSchema.parse(
        await apiJson('POST', `${JOURNEYS_PATH}/${encodeURIComponent(journeyId)}/documents`, { body }),
      );
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journeyKeys.forDog(dogId) }),
        queryClient.invalidateQueries({ queryKey: journeyKeys.all, exact: true }),
      ]),
  });
}

/** `DELETE /api/adoption-journeys/{id}/documents/{documentId}`: the adopter removes a file. */
export function useDeleteDocument(dogId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ journeyId, documentId }: { journeyId: string; documentId: string }) => {
      await apiRequest('DELETE', documentPath(journeyId, documentId));
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: journeyKeys.forDog(dogId) }),
        queryClient.invalidateQueries({ queryKey: journeyKeys.all, exact: true }),
      ]),
  });
}
