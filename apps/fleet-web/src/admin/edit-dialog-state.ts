import { isApiError, type ApiError } from '@fleet/api';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { serverFieldError } from './field-errors';

/**
 * The add / edit dialog of a list page: which item is edited (`null` adds one; closed when undefined) and the props
 * the dialog takes — open, submitting, the server's messages beside the fields, cancel, and the submit that saves
 * (`variables` turns the form's body and the edited item into the mutation's variables), says so and closes.
 */
export function useEditDialog<T, B, V, R extends { message: string }>(save: UseMutationResult<R, ApiError, V>, variables: (body: B, editing: T | null) => V) {
  const [editing, setEditing] = useState<T | null | undefined>(undefined);
  const dialog = {
    open: editing !== undefined,
    submitting: save.isPending,
    serverErrors: isApiError(save.error) ? serverFieldError(save.error) : {},
    onCancel: () => {
      setEditing(undefined);
      save.reset();
    },
    onSubmit: (body: B) =>
      save.mutate(variables(body, editing ?? null), {
        onSuccess: (r) => {
          toast.success(r.message);
          setEditing(undefined);
        },
      }),
  };
  return { editing: editing ?? null, edit: setEditing, dialog };
}

/**
 * The delete confirmation of a list page: the item asked about and the ConfirmDialog's props (open, message, cancel,
 * and the confirm that deletes it, says so and closes).
 */
export function useConfirmDelete<T extends { id: number }, R extends { message: string }>(remove: UseMutationResult<R, ApiError, number>, message: (item: T) => string, onDeleted?: (item: T) => void) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = {
    open: deleting !== null,
    message: deleting ? message(deleting) : '',
    confirmLabel: 'Delete',
    busy: remove.isPending,
    onCancel: () => setDeleting(null),
    onConfirm: () => {
      if (!deleting) return;
      const item = deleting;
      remove.mutate(item.id, {
        onSuccess: (r) => {
          toast.success(r.message);
          onDeleted?.(item);
          setDeleting(null);
        },
        onError: (e) => toast.error(e.message),
      });
    },
  };
  return { ask: setDeleting, confirm };
}
