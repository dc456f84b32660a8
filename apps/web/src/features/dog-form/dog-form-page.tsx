// /dog-form (product §2, §3, §14): onboarded shelters and owners add a dog, or with
// ?edit={id} change one of theirs. Back and Cancel return to the previous page.
import { ArrowLeft } from 'lucide-react';
import { useLocation, useSearch } from 'wouter';
import type { ListerType } from '@scout/domain';
import { useDogToEdit } from '@/api/listers';
import { ListerGate } from '@/components/lister-gate';
import { PageLoader } from '@/components/page-loader';
import { QueryErrorState } from '@/components/query-error-state';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { DogForm } from './dog-form';
import { DEFAULT_DOG_VALUES, valuesFromDog, type DogFormStart } from './dog-form-values';
import { dashboardFor } from './use-save-dog';

export default function DogFormPage() {
  const editId = new URLSearchParams(useSearch()).get('edit');
  useDocumentTitle(editId ? 'Edit Dog' : 'Add a Dog');
  return (
    <ListerGate roles={['shelter', 'owner']} requireOnboarded purpose="list a dog">
      {(me) => (editId ? <EditDog key={editId} id={editId} role={me.role} /> : <DogFormScreen role={me.role} />)}
    </ListerGate>
  );
}

/** Back to wherever the lister came from; their dashboard when the form was opened directly. */
function useGoBack(role: ListerType): () => void {
  const [, navigate] = useLocation();
  return () => {
    if (window.history.length > 1) window.history.back();
    else navigate(dashboardFor(role));
  };
}

function DogFormScreen({ role, edit }: { role: ListerType; edit?: { id: string; values: DogFormStart } }) {
  const goBack = useGoBack(role);
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pb-12 pt-3 sm:px-6 md:pt-8">
      <Button variant="ghost" size="sm" className="-ml-2" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        Back
      </Button>
      <div className="mb-6 mt-3">
        <h1 className="text-3xl font-black tracking-tight md:text-4xl">
          {edit ? `Edit ${edit.values.name}` : 'Add a Dog'}
        </h1>
        <p className="mt-1 text-lg text-muted-foreground">
          {edit
            ? 'Changes show to adopters as soon as you save.'
            : 'Adopters nearby will see this profile in Discover, on the map and on its own page.'}
        </p>
      </div>
      <DogForm
        initialValues={edit?.values ?? DEFAULT_DOG_VALUES}
        editId={edit?.id ?? null}
        role={role}
        onCancel={goBack}
      />
    </div>
  );
}

function EditDog({ id, role }: { id: string; role: ListerType }) {
  const dogQuery = useDogToEdit(id);

  if (dogQuery.isPending) return <PageLoader />;
  if (dogQuery.isError) {
    return (
      <QueryErrorState
        error={dogQuery.error}
        onRetry={() => void dogQuery.refetch()}
        notFoundTitle="Dog not found"
        notFoundText="This dog may have been removed."
        errorTitle="We couldn't load this dog"
        back={{ href: dashboardFor(role), label: 'Back to Dashboard' }}
      />
    );
  }
  return <DogFormScreen role={role} edit={{ id, values: valuesFromDog(dogQuery.data) }} />;
}
