import { isApiError, type ApiError } from '@fleet/api';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverFieldError } from '../admin/field-errors';

/**
 * A dialog acting on one thing (a tire to inspect, a position to fit): what it acts on (`null`: closed) and the props
 * the dialog takes — submitting, the server's refusal beside its field or at the form's foot, cancel, and the submit
 * that sends (`variables` turns the form's body and the target into the mutation's variables), says so and closes.
 */
export function useActionDialog<T, B, V, R extends { message: string }>(mutation: UseMutationResult<R, ApiError, V>, variables: (body: B, target: T) => V) {
  const [target, setTarget] = useState<T | null>(null);
  const open = (next: T | null) => {
    mutation.reset();
    setTarget(next);
  };
  // Typed ApiError, yet a network failure is a plain Error: its message goes at the form's foot.
  const error: Error | null = mutation.error;
  const dialog = {
    submitting: mutation.isPending,
    serverErrors: isApiError(error) ? serverFieldError(error) : error ? { form: error.message } : {},
    onCancel: () => open(null),
    onSubmit: (body: B) => {
      if (target === null) return;
      mutation.mutate(variables(body, target), {
        onSuccess: (r) => {
          toast.success(r.message);
          setTarget(null);
        },
      });
    },
  };
  return { target, open, dialog };
}
