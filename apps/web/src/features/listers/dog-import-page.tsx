// Import dogs from a CSV file (issue 17): a shelter that keeps its dogs in shelter software
// downloads the template (or its export), chooses the file, sees every row checked with the
// dog form's own messages, then imports the rows that passed. Nothing is written until then.
import { useId, useState } from 'react';
import { CheckCircle2, Download, FileSpreadsheet, TriangleAlert, Upload } from 'lucide-react';
import { Link } from 'wouter';
import type { CsvImportResult, CsvImportRow } from '@scout/domain';
import {
  CSV_IMPORT_MAX_BYTES,
  CSV_IMPORT_MAX_ROWS,
  LISTER_DOGS_EXPORT_URL,
  LISTER_DOGS_TEMPLATE_URL,
} from '@scout/domain/contracts/lister-dogs-csv';
import { DOG_PHOTOS_MAX } from '@scout/domain/contracts/uploads';
import { withThousands } from '@scout/domain/numbers';
import { useCsvImport } from '@/api/lister-dogs-csv';
import { homeFor, ListerGate, type Lister } from '@/components/lister-gate';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { serverMessage } from '@/lib/api-client';
import { OnboardingFormFrame } from './onboarding-form-frame';

const rowsCount = (n: number) => `${withThousands(n)} ${n === 1 ? 'row' : 'rows'}`;
const dogsCount = (n: number) => `${withThousands(n)} ${n === 1 ? 'dog' : 'dogs'}`;

export default function DogImportPage() {
  useDocumentTitle('Import Dogs');
  return (
    <ListerGate roles={['shelter', 'owner']} requireOnboarded purpose="import your dogs">
      {(me) => <DogImport me={me} />}
    </ListerGate>
  );
}

function DogImport({ me }: { me: Lister }) {
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<CsvImportResult | null>(null);
  const [imported, setImported] = useState<CsvImportResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useCsvImport({
    onSuccess: (result, { dryRun }) => (dryRun ? setPreview(result) : setImported(result)),
    onError: (error, { dryRun }) => {
      const message = serverMessage(error) || 'We could not read that file. Please try again.';
      setProblem(message);
      if (!dryRun) toast({ variant: 'destructive', title: 'Nothing was imported', description: message });
    },
  });
  const dashboard = homeFor(me.role === 'owner' ? 'owner' : 'shelter', true);

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreview(null);
    setImported(null);
    setProblem(null);
    if (chosen) upload.mutate({ file: chosen, dryRun: true });
  };
  const ready = preview?.rows.filter((row) => row.ok).length ?? 0;
  const withProblems = preview?.rows.filter((row) => !row.ok) ?? [];

  return (
    <OnboardingFormFrame
      icon={FileSpreadsheet}
      title="Import Dogs"
      subtitle="Add or update many dogs at once from a CSV file, such as one your shelter software exports."
    >
      <div className="grid gap-6">
        <section aria-labelledby="import-steps" className="grid gap-3">
          <h2 id="import-steps" className="text-lg font-extrabold">
            1. Start from our template
          </h2>
          <p className="text-muted-foreground">
            One dog per row, one column per field of the Add a Dog form. Photos are links (http or https), up to{' '}
            {DOG_PHOTOS_MAX} per dog, separated by spaces. Give each dog an <code>external_id</code> (your own
            reference) and importing the file again updates those dogs instead of listing them twice. At most{' '}
            {withThousands(CSV_IMPORT_MAX_ROWS)} rows and {CSV_IMPORT_MAX_BYTES / (1024 * 1024)} MB.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <a href={LISTER_DOGS_TEMPLATE_URL} download>
                <Download aria-hidden="true" />
                Download Template
              </a>
            </Button>
            <Button asChild variant="ghost">
              <a href={LISTER_DOGS_EXPORT_URL} download>
                <Download aria-hidden="true" />
                Export Your Dogs
              </a>
            </Button>
          </div>
        </section>

        <section aria-labelledby="import-file" className="grid gap-3">
          <h2 id="import-file" className="text-lg font-extrabold">
            2. Choose your file
          </h2>
          <label
            htmlFor={inputId}
            className="flex cursor-pointer flex-col items-center gap-2 rounded-3xl border-2 border-dashed border-input bg-card/60 px-6 py-8 text-center hover:border-primary"
          >
            <Upload className="size-8 text-primary" aria-hidden="true" />
            <span className="font-bold">{file ? file.name : 'Choose a CSV file'}</span>
            <span className="text-sm text-muted-foreground">We check every row before anything is saved.</span>
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file"
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {upload.isPending && upload.variables?.dryRun ? (
            <p role="status" className="font-semibold text-muted-foreground">
              Checking every row…
            </p>
          ) : null}
          {problem ? (
            <p role="alert" className="rounded-2xl bg-red-50 p-4 font-semibold text-destructive">
              {problem}
            </p>
          ) : null}
        </section>

        {preview && !imported ? (
          <section aria-labelledby="import-preview" className="grid gap-3">
            <h2 id="import-preview" className="text-lg font-extrabold">
              3. Check and import
            </h2>
            <p aria-live="polite" className="font-semibold">
              {rowsCount(ready)} ready ({withThousands(preview.created)} new, {withThousands(preview.updated)} updated)
              {withProblems.length > 0 ? `; ${rowsCount(withProblems.length)} with problems will be skipped` : ''}.
            </p>
            {withProblems.length > 0 ? <RowProblems rows={withProblems} /> : null}
            <Button
              size="lg"
              className="justify-self-start"
              disabled={ready === 0 || upload.isPending}
              onClick={() => file && upload.mutate({ file, dryRun: false })}
            >
              {upload.isPending ? 'Importing...' : `Import ${dogsCount(ready)}`}
            </Button>
          </section>
        ) : null}

        {imported ? (
          <section
            aria-labelledby="import-done"
            role="status"
            className="grid gap-3 rounded-3xl border bg-card p-5 shadow-soft"
          >
            <h2 id="import-done" className="flex items-center gap-2 text-lg font-extrabold">
              <CheckCircle2 className="size-6 text-success" aria-hidden="true" />
              Import complete
            </h2>
            <p>
              {dogsCount(imported.created)} added, {dogsCount(imported.updated)} updated
              {imported.rows.some((row) => !row.ok)
                ? `, ${rowsCount(imported.rows.filter((row) => !row.ok).length)} skipped`
                : ''}
              .
            </p>
            <Button asChild className="justify-self-start">
              <Link href={dashboard}>Back to Dashboard</Link>
            </Button>
          </section>
        ) : null}
      </div>
    </OnboardingFormFrame>
  );
}

/** The rows that will be skipped, each with the dog form's words for what is wrong. */
function RowProblems({ rows }: { rows: CsvImportRow[] }) {
  return (
    <ul aria-label="Rows with problems" className="grid gap-2">
      {rows.map((row) => (
        <li key={row.line} className="rounded-2xl border border-red-200 bg-red-50/60 p-3">
          <p className="flex items-center gap-2 font-bold">
            <TriangleAlert className="size-4 text-destructive" aria-hidden="true" />
            Line {row.line}
          </p>
          <ul className="mt-1 list-disc pl-6 text-sm">
            {row.errors.map((error, i) => (
              <li key={i}>
                <span className="font-semibold">{error.field}</span>: {error.message}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
