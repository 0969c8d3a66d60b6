import { useChangePassword, useUpdateProfile } from '@fleet/api';
import { MESSAGES, profileSchema, type UserInfo } from '@fleet/domain';
import { Card, PageHeader } from '@fleet/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { notify } from '../app/notify';
import { validatePasswordPair } from '../auth/validate-password-pair';
import { updateUserInfoAtom, userInfoAtom } from '../session/session-atoms';
import { PasswordForm, type PasswordValues } from './password-form';
import { PlaybackPreferencesForm } from './playback-preferences';
import { ProfileForm, type ProfileValues } from './profile-form';

const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

function profileOf(user: UserInfo | null): ProfileValues {
  return { displayName: user?.displayName ?? '', email: user?.email ?? '', about: user?.about ?? '', photoURL: user?.photoURL ?? '' };
}

/** /settings (Home > Settings): the user's profile and a password change. */
export function SettingsPage() {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const updateUserInfo = useSetAtom(updateUserInfoAtom);
  const saveProfile = useUpdateProfile();
  const changePassword = useChangePassword();

  const [profile, setProfile] = useState<ProfileValues>(() => profileOf(user));
  const [profileErrors, setProfileErrors] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  const [passwords, setPasswords] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [passwordErrors, setPasswordErrors] = useState<Partial<Record<keyof PasswordValues, string>>>({});
  const saved = profileOf(user);
  const dirty = (Object.keys(profile) as (keyof ProfileValues)[]).some((k) => profile[k] !== saved[k]);

  const submitProfile = (values: ProfileValues) => {
    const parsed = profileSchema.safeParse(values);
    if (!parsed.success) {
      const errors: Partial<Record<keyof ProfileValues, string>> = {};
      for (const issue of parsed.error.issues) errors[issue.path[0] as keyof ProfileValues] ??= issue.message;
      setProfileErrors(errors);
      return;
    }
    setProfileErrors({});
    saveProfile.mutate(parsed.data, {
      onSuccess: (info) => {
        updateUserInfo(info);
        setProfile(profileOf(info));
        notify.success(MESSAGES.profileSaved);
      },
    });
  };

  const submitPassword = (values: PasswordValues) => {
    const errors = { ...validatePasswordPair(values.password, values.confirmPassword) } as Partial<Record<keyof PasswordValues, string>>;
    if (!values.currentPassword) errors.currentPassword = 'Current password is required';
    setPasswordErrors(errors);
    if (Object.keys(errors).length > 0) return;
    changePassword.mutate(values, {
      onSuccess: () => {
        setPasswords(EMPTY_PASSWORDS);
        notify.success(MESSAGES.passwordChanged);
      },
    });
  };

  return (
    <div className="page page--narrow">
      <PageHeader
        title="Settings"
        breadcrumb={[{ label: 'Home', href: '/dashboard' }, { label: 'Settings' }]}
        onNavigate={(href) => void navigate({ href })}
      />
      <div className="settings-grid">
        <Card title="Profile" aria-label="Profile">
          <ProfileForm
            values={profile}
            onValuesChange={(v) => {
              setProfile(v);
              setProfileErrors({});
              if (saveProfile.isError) saveProfile.reset();
            }}
            onSubmit={submitProfile}
            errors={profileErrors}
            error={saveProfile.isError ? saveProfile.error.message : null}
            submitting={saveProfile.isPending}
            dirty={dirty}
          />
        </Card>
        <Card title="Password" aria-label="Password">
          <PasswordForm
            values={passwords}
            onValuesChange={(v) => {
              setPasswords(v);
              setPasswordErrors({});
              if (changePassword.isError) changePassword.reset();
            }}
            onSubmit={submitPassword}
            errors={passwordErrors}
            error={changePassword.isError ? changePassword.error.message : null}
            submitting={changePassword.isPending}
            username={user?.username}
          />
        </Card>
        {user?.username ? (
          <Card title="Playback" aria-label="Playback">
            <PlaybackPreferencesForm username={user.username} />
          </Card>
        ) : null}
        <Card title="Account" aria-label="Account">
          <dl className="account-facts">
            <dt>Username</dt>
            <dd>{user?.username}</dd>
            <dt>Role</dt>
            <dd>{user?.userRole}</dd>
            <dt>Company</dt>
            <dd>{user?.tenantName}</dd>
            <dt>Pages</dt>
            <dd>{user?.access?.pages?.join(', ') || '—'}</dd>
          </dl>
        </Card>
      </div>
    </div>
  );
}
