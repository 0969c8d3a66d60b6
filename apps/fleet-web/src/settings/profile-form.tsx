import { Button, TextField } from '@fleet/ui';
import type { FormEvent } from 'react';

/** The editable profile fields. */
export interface ProfileValues {
  displayName: string;
  email: string;
  about: string;
  photoURL: string;
}

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  values: ProfileValues;
  onValuesChange: (values: ProfileValues) => void;
  onSubmit: (values: ProfileValues) => void;
  errors?: Partial<Record<keyof ProfileValues, string>>;
  /** The server's error text. */
  error?: string | null;
  submitting?: boolean;
  /** Whether the values differ from the saved ones. */
  dirty?: boolean;
}

/** Name, email, about and photo URL. Controlled: the page validates and saves. */
export function ProfileForm({ values, onValuesChange, onSubmit, errors = {}, error, submitting = false, dirty = true }: ProfileFormProps) {
  const set = (field: keyof ProfileValues) => (e: { target: { value: string } }) => onValuesChange({ ...values, [field]: e.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitting) onSubmit(values);
  };
  return (
    <form className="settings-form" onSubmit={submit} noValidate aria-label="Profile" data-testid="profile-form">
      <div className="settings-form__row">
        <TextField label="Display name" name="displayName" autoComplete="name" value={values.displayName} error={errors.displayName} onChange={set('displayName')} data-testid="profile-display-name" />
        <TextField label="Email" name="email" type="email" autoComplete="email" value={values.email} error={errors.email} onChange={set('email')} data-testid="profile-email" />
      </div>
      <TextField label="About" name="about" value={values.about} error={errors.about} onChange={set('about')} data-testid="profile-about" />
      <TextField label="Photo URL" name="photoURL" type="url" value={values.photoURL} error={errors.photoURL} onChange={set('photoURL')} data-testid="profile-photo-url" />
      {error ? (
        <p className="auth-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="settings-form__actions">
        <Button type="submit" loading={submitting} disabled={!dirty} data-testid="profile-save">
          Save changes
        </Button>
      </div>
    </form>
  );
}
