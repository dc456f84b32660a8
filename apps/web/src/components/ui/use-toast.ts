// The toast queue (shadcn-style, product §2, §9): a tiny store outside React so any code can
// call `toast()`. At most TOAST_LIMIT toasts are kept (the newest wins); a dismissed toast
// closes at once and is removed from the store after TOAST_REMOVE_DELAY_MS.
import { useSyncExternalStore, type ReactNode } from 'react';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@scout/domain/constants';

export type ToastVariant = 'default' | 'destructive';

export interface ToastItem {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export type ToastInput = Omit<ToastItem, 'id' | 'open' | 'onOpenChange'>;

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return { toasts: state.toasts.map((t) => (t.id === action.toast.id ? { ...t, ...action.toast } : t)) };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((t) =>
          action.toastId === undefined || t.id === action.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'REMOVE_TOAST':
      return { toasts: action.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== action.toastId) };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function dispatch(action: ToastAction): void {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? state.toasts.map((t) => t.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  state = toastReducer(state, action);
  listeners.forEach((listener) => listener());
}

/** Keeps a closed toast in the store a while so Radix can finish its exit. */
function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    dispatch({ type: 'REMOVE_TOAST', toastId: id });
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): ToastState {
  return state;
}

/** Shows a toast; returns handles to update or dismiss it. */
export function toast(input: ToastInput): { id: string; dismiss: () => void; update: (next: ToastInput) => void } {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const dismiss = () => dispatch({ type: 'DISMISS_TOAST', toastId: id });
  dispatch({
    type: 'ADD_TOAST',
    toast: {
      ...input,
      id,
      open: true,
      onOpenChange: (open) => {
        if (!open) dismiss();
      },
    },
  });
  return { id, dismiss, update: (next) => dispatch({ type: 'UPDATE_TOAST', toast: { ...next, id } }) };
}

export function dismissToast(toastId?: string): void {
  dispatch({ type: 'DISMISS_TOAST', toastId });
}

/** Current toasts, re-rendering when the queue changes. */
export function useToast(): ToastState & { toast: typeof toast; dismiss: typeof dismissToast } {
  const current = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return { ...current, toast, dismiss: dismissToast };
}

/** Test hook: forget every toast and pending timer. */
export function resetToastsForTest(): void {
  removalTimers.forEach((timer) => clearTimeout(timer));
  removalTimers.clear();
  state = { toasts: [] };
  listeners.forEach((listener) => listener());
}
