import { permissionHint, type ActionPermission } from '@fleet/domain';
import { Button } from '@fleet/ui';

/** Props of {@link FormActions}. */
export interface FormActionsProps {
  /** The form's message that belongs to no field (the server's), shown above the buttons. */
  formError: string | undefined;
  onCancel: () => void;
  submitting: boolean;
  /** The test ids' prefix: `<prefix>-form-error`, `<prefix>-cancel`, `<prefix>-save`. */
  testId: string;
  /** @default 'Save' */
  submitLabel?: string;
}

/** The end of a dialog's form: its message that belongs to no field, Cancel and the submit button. */
export function FormActions({ formError, onCancel, submitting, testId, submitLabel = 'Save' }: FormActionsProps) {
  return (
    <>
      {formError ? (
        <p className="admin-form__error" role="alert" data-testid={`${testId}-form-error`}>
          {formError}
        </p>
      ) : null}
      <div className="admin-form__actions">
        <Button type="button" variant="secondary" onClick={onCancel} data-testid={`${testId}-cancel`}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting} data-testid={`${testId}-save`}>
          {submitLabel}
        </Button>
      </div>
    </>
  );
}

/** Props of {@link EditDeleteButtons}. */
export interface EditDeleteButtonsProps {
  /** Whether the user may change the row (its update permission). */
  canEdit: boolean;
  /** Whether the user may delete the row (its delete permission). */
  canDelete: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The test ids' prefix: `<prefix>-edit`, `<prefix>-delete`. */
  testId: string;
}

/** A list row's Edit and Delete buttons, each shown only when the user may use it. */
export function EditDeleteButtons({ canEdit, canDelete, onEdit, onDelete, testId }: EditDeleteButtonsProps) {
  return (
    <>
      {canEdit ? (
        <Button size="sm" variant="ghost" onClick={onEdit} data-testid={`${testId}-edit`}>
          Edit
        </Button>
      ) : null}
      {canDelete ? (
        <Button size="sm" variant="ghost" onClick={onDelete} data-testid={`${testId}-delete`}>
          Delete
        </Button>
      ) : null}
    </>
  );
}

/** Where a user without the permission to add would see the Add button: which permission adds, and who gives it. */
export function PermissionHint({ permission }: { permission: ActionPermission }) {
  return (
    <p className="muted" data-testid="permission-hint">
      {permissionHint(permission)}
    </p>
  );
}
