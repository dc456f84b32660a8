// What a screen adds to one of the mutation hooks in this folder. The hooks hand them to
// useMutation's own options (not to mutate's), so they run even when the screen has gone
// by the time the answer comes.
export interface MutationCallbacks<TData, TVariables> {
  /** As soon as the server said yes, before the reads it changed are refreshed: toasts, closing a dialog. */
  onSuccess?: (data: TData, variables: TVariables) => void;
  /** Once those reads are fresh: opening a screen that shows them. */
  onRefreshed?: (data: TData, variables: TVariables) => void;
  onError?: (error: Error, variables: TVariables) => void;
}
