// What happens to application documents when what they belong to goes (decisions §12): a
// dog removed by its lister, a lister's account deleted (their dogs go with it), or an
// adopter's account deleted. The rows are deleted in the transaction that deletes the rest,
// so from its commit on nobody can read them; their files are deleted right after the
// commit, best effort (a file left behind by a crash is named by no row, so nobody can read
// it either).
import type { Database } from '../../db/client.ts';
import { deleteObjectsQuietly, type ObjectStorage } from '../../storage/object-storage.ts';
import {
  deleteDocumentsOfAdopter,
  deleteDocumentsOfDogs,
  deleteDocumentsOfListers,
} from './application-documents.repository.ts';

/** Deletes the files of the rows a disposal deleted; run it once the transaction has committed. */
export type DeleteFiles = () => Promise<void>;

export interface DocumentsDisposal {
  /** The documents of every application for these dogs. */
  ofDogs(tx: Database, dogIds: readonly string[]): Promise<DeleteFiles>;
  /** The documents of every application for these listers' dogs. */
  ofListers(tx: Database, listerIds: readonly string[]): Promise<DeleteFiles>;
  /** The documents of this adopter's applications. */
  ofAdopter(tx: Database, adopterId: string): Promise<DeleteFiles>;
}

export function createDocumentsDisposal(
  storage: ObjectStorage,
  warn: (err: unknown, message: string) => void = () => {},
): DocumentsDisposal {
  const filesOf =
    (keys: string[]): DeleteFiles =>
    () =>
      deleteObjectsQuietly(storage, keys, (err, key) => warn(err, `could not delete ${key}`));
  return {
    ofDogs: async (tx, dogIds) => filesOf(await deleteDocumentsOfDogs(tx, dogIds)),
    ofListers: async (tx, listerIds) => filesOf(await deleteDocumentsOfListers(tx, listerIds)),
    ofAdopter: async (tx, adopterId) => filesOf(await deleteDocumentsOfAdopter(tx, adopterId)),
  };
}
