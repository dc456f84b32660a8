// The documents attached to an adoption application (decisions §12): PDF, JPEG or PNG, at
// most 5 of 10 MB. Both parties download them (as attachments); the adopter adds and removes
// them until the lister moves the application on. Files the server would refuse are turned
// away here first, with the server's own words.
import { useRef } from 'react';
import { FileText, Paperclip, Trash2, Upload } from 'lucide-react';
import type { ApplicationDocument, Journey } from '@scout/domain';
import {
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  DOCUMENT_TYPES,
  DOCUMENTS_FULL_MESSAGE,
  DOCUMENTS_MAX,
} from '@scout/domain/contracts/adoption-applications';
import { documentPath, useDeleteDocument, useUploadDocument } from '@/api/adoption-journeys';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { serverMessage } from '@/lib/api-client';

function sizeLabel(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Why this file cannot be attached, or null. The server checks the content too. */
export function documentFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(DOCUMENT_TYPES as readonly string[]).includes(file.type)) return DOCUMENT_TYPE_MESSAGE;
  if (file.size > DOCUMENT_MAX_BYTES) return DOCUMENT_TOO_LARGE_MESSAGE;
  return null;
}

function DocumentRow({
  journey,
  document,
  removable,
}: {
  journey: Journey;
  document: ApplicationDocument;
  removable: boolean;
}) {
  const remove = useDeleteDocument(journey.dogId);
  return (
    <li className="flex items-center gap-3 rounded-2xl border bg-card px-3 py-2">
      <FileText className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
      <a
        href={documentPath(journey.id, document.id)}
        download={document.name}
        className="min-w-0 flex-1 truncate font-semibold underline-offset-4 hover:underline"
      >
        {document.name}
      </a>
      <span className="shrink-0 text-sm text-muted-foreground">{sizeLabel(document.size)}</span>
      {removable ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Remove ${document.name}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(
              { journeyId: journey.id, documentId: document.id },
              {
                onError: (error) =>
                  toast({
                    variant: 'destructive',
                    title: 'Error',
                    description: serverMessage(error) || `${document.name} could not be removed. Please try again.`,
                  }),
              },
            )
          }
        >
          <Trash2 aria-hidden="true" />
        </Button>
      ) : null}
    </li>
  );
}

/** `editable`: the adopter's own view while the application can still change. */
export function ApplicationDocuments({ journey, editable }: { journey: Journey; editable: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadDocument(journey.dogId);
  const full = journey.documents.length >= DOCUMENTS_MAX;

  async function attach(files: FileList | null) {
    // Toasts show one at a time, so every file that could not go is named in one.
    const refused: string[] = [];
    let attached = 0;
    for (const file of Array.from(files ?? [])) {
      const problem = documentFileProblem(file);
      if (problem) {
        refused.push(`${file.name}: ${problem}`);
        continue;
      }
      try {
        await upload.mutateAsync({ journeyId: journey.id, file });
        attached += 1;
      } catch (error) {
        refused.push(`${file.name}: ${serverMessage(error) || 'please check your connection and try again.'}`);
      }
    }
    if (input.current) input.current.value = '';
    if (refused.length > 0) {
      toast({
        variant: 'destructive',
        title: refused.length === 1 ? 'A document was not attached' : `${refused.length} documents were not attached`,
        description: refused.join(' '),
      });
    } else if (attached > 0) {
      toast({
        title: attached === 1 ? 'Document attached' : `${attached} documents attached`,
        description: `${journey.shelterName} can read ${attached === 1 ? 'it' : 'them'} with your application.`,
      });
    }
  }

  return (
    <div className="grid gap-2">
      <p className="inline-flex items-center gap-1.5 text-sm font-bold text-muted-foreground">
        <Paperclip className="size-4" aria-hidden="true" />
        Documents
      </p>
      {journey.documents.length > 0 ? (
        <ul className="grid gap-2" aria-label="Documents">
          {journey.documents.map((document) => (
            <DocumentRow key={document.id} journey={journey} document={document} removable={editable} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">
          {editable
            ? "None yet. A proof of address or a landlord's letter helps the shelter decide."
            : 'No documents attached.'}
        </p>
      )}
      {editable ? (
        <>
          <input
            ref={input}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-hidden="true"
            accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
            multiple
            onChange={(event) => void attach(event.target.files)}
          />
          <Button
            variant="outline"
            size="sm"
            className="justify-self-start"
            disabled={upload.isPending || full}
            onClick={() => input.current?.click()}
          >
            <Upload aria-hidden="true" />
            {upload.isPending ? 'Uploading...' : 'Upload Documents'}
          </Button>
          <p className="text-xs text-muted-foreground">
            {full ? DOCUMENTS_FULL_MESSAGE : `PDF, JPEG or PNG, up to ${DOCUMENTS_MAX} files of 10 MB.`}
          </p>
        </>
      ) : null}
    </div>
  );
}
