import { WEB_TEXTS } from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import type { FormEvent } from 'react';

/** The editable profile fields, and the current password that a change of email needs. */
export interface ProfileValues {
  displayName: string;
  email: string;
  about: string;
  photoURL: string;
  /** Sent as `currentPassword` only when the email changes. */
  currentPassword: string;
}

/** Texts of the profile form that the specification leaves to us. */
export const PROFILE_FORM_TEXTS = {
  currentPassword: WEB_TEXTS.currentPassword,
  currentPasswordHint: WEB_TEXTS.currentPasswordHint,
} as const;

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  values: ProfileValues;
  onValuesChange: (values: ProfileValues) => void;
  onSubmit: (values: ProfileValues) => void;
  errors?: Partial<Record<keyof ProfileValues, string>>;
  /** The server's error text (e.g. MESSAGES.currentPasswordWrong). */
  error?: string | null;
  submitting?: boolean;
  /** Whether the values differ from the saved ones. @default true */
  dirty?: boolean;
  /** Shows the current-password field: the email differs from the saved one. @default false */
  askCurrentPassword?: boolean;
  /** The account's username, given to password managers with the current password. */
  username?: string;
}

/**
 * Name, email, about and photo URL; when the email is being changed (`askCurrentPassword`), also the current
 * password. Controlled: the page validates and saves.
 */
export function ProfileForm({
  values,
  onValuesChange,
  onSubmit,
  errors = {},
  error,
  submitting = false,
  dirty = true,
  askCurrentPassword = false,
  username = '',
}: ProfileFormProps) {
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
      {askCurrentPassword ? (
        <>
          <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
          <TextField
            label={PROFILE_FORM_TEXTS.currentPassword}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            value={values.currentPassword}
            hint={PROFILE_FORM_TEXTS.currentPasswordHint}
            error={errors.currentPassword}
            onChange={set('currentPassword')}
            data-testid="profile-current-password"
          />
        </>
      ) : null}
      <TextField label="About" name="about" value={values.about} error={errors.about} onChange={set('about')} data-testid="profile-about" />
      <TextField label="Photo URL" name="photoURL" type="url" value={values.photoURL} error={errors.photoURL} onChange={set('photoURL')} data-testid="profile-photo-url" />
      {error ? (
        <p className="auth-form__error" role="alert" data-testid="profile-error">
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
