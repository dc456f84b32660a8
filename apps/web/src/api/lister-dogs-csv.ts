// A lister's dogs as CSV (issue 17): the import, first as a dry run that checks every row and
// writes nothing, then for real; the template and the export are plain downloads (their URLs
// in the contract). After an import the lister's lists and every public dog list are refreshed.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CsvImportResult } from '@scout/domain';
import {
  CSV_IMPORT_FIELD,
  csvImportResultSchema,
  LISTER_DOGS_IMPORT_URL,
} from '@scout/domain/contracts/lister-dogs-csv';
import { apiJson } from '@/lib/api-client';
import { dogKeys } from './dogs';
import { listerKeys } from './listers';
import type { MutationCallbacks } from './mutation-callbacks';

export interface CsvImportRequest {
  file: File;
  /** Check only: nothing is written. */
  dryRun: boolean;
}

export function useCsvImport({ onSuccess, onError }: MutationCallbacks<CsvImportResult, CsvImportRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun }: CsvImportRequest) => {
      const body = new FormData();
      body.append(CSV_IMPORT_FIELD, file);
      const url = dryRun ? `${LISTER_DOGS_IMPORT_URL}?dryRun=true` : LISTER_DOGS_IMPORT_URL;
      return csvImportResultSchema.parse(await apiJson('POST', url, { body }));
    },
    onSuccess: async (result, request) => {
      onSuccess?.(result, request);
      if (request.dryRun) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: listerKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: listerKeys.dogs }),
        queryClient.invalidateQueries({ queryKey: dogKeys.all }),
      ]);
    },
    onError: (error, request) => onError?.(error, request),
  });
}
