import { useChangePassword, useUpdateCompanySettings, useUpdateProfile } from '@fleet/api';
import { MESSAGES, type UnitPreferences, type UserInfo } from '@fleet/domain';
import { Card, PageHeader } from '@fleet/ui';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { notify } from '../app/notify';
import { CompanyPanel } from '../admin/company-panel';
import { validatePasswordPair } from '../auth/validate-password-pair';
import { unitsAtom, updateUserInfoAtom, userInfoAtom } from '../session/session-atoms';
import { PasswordForm, type PasswordValues } from './password-form';
import { PlaybackPreferencesForm } from './playback-preferences';
import { ProfileForm, type ProfileValues } from './profile-form';
import { isEmailChange, profileUpdateOf } from './profile-update';
import { TimeZoneForm } from './time-zone-form';
import { UnitsForm } from './units-form';

const EMPTY_PASSWORDS: PasswordValues = { currentPassword: '', password: '', confirmPassword: '' };

const PROFILE_FIELDS = ['displayName', 'email', 'about', 'photoURL'] as const;

function profileOf(user: UserInfo | null): ProfileValues {
  return { displayName: user?.displayName ?? '', email: user?.email ?? '', about: user?.about ?? '', photoURL: user?.photoURL ?? '', currentPassword: '' };
}

/**
 * /settings (Home > Settings): the user's profile (a change of email asks for the current password) and a password
 * change (the new one checked against the shared 12..128 rule before sending). The server's refusals show verbatim.
 */
export function SettingsPage() {
  const navigate = useNavigate();
  const user = useAtomValue(userInfoAtom);
  const updateUserInfo = useSetAtom(updateUserInfoAtom);
  const saveProfile = useUpdateProfile();
  const changePassword = useChangePassword();
  const saveZone = useUpdateProfile();
  const saveCompany = useUpdateCompanySettings();
  const saveUnits = useUpdateCompanySettings();
  const units = useAtomValue(unitsAtom);

  const [profile, setProfile] = useState<ProfileValues>(() => profileOf(user));
  const [profileErrors, setProfileErrors] = useState<Partial<Record<keyof ProfileValues, string>>>({});
  const [passwords, setPasswords] = useState<PasswordValues>(EMPTY_PASSWORDS);
  const [passwordErrors, setPasswordErrors] = useState<Partial<Record<keyof PasswordValues, string>>>({});
  const saved = profileOf(user);
  const dirty = PROFILE_FIELDS.some((k) => profile[k] !== saved[k]);
  // Changing the email needs the current password (the server refuses it otherwise).
  const emailChanging = isEmailChange(profile.email, saved.email);

  const submitProfile = (values: ProfileValues) => {
    const update = profileUpdateOf(values, saved.email);
    if (!update.ok) {
      setProfileErrors(update.errors);
      return;
    }
    setProfileErrors({});
    saveProfile.mutate(update.body, {
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

  // The user's own zone: a zone other than the company's (following the company is stored as no override).
  const companyTimeZone = user?.companyTimeZone ?? user?.timeZone ?? '';
  const userTimeZone = user && user.timeZone !== companyTimeZone ? user.timeZone : null;
  const submitUserZone = (timeZone: string | null) => {
    if (!user) return;
    saveZone.mutate(
      { displayName: user.displayName, email: user.email, about: user.about, photoURL: user.photoURL, timeZone },
      {
        onSuccess: (info) => {
          updateUserInfo(info);
          notify.success(MESSAGES.profileSaved);
        },
      },
    );
  };
  const submitCompanyZone = (timeZone: string) =>
    saveCompany.mutate(
      { timeZone },
      {
        onSuccess: (saved) => {
          if (saved.userInfo) updateUserInfo(saved.userInfo);
          notify.success(MESSAGES.profileSaved);
        },
      },
    );
  const submitUnits = (next: UnitPreferences) =>
    saveUnits.mutate(
      { units: next },
      {
        onSuccess: (saved) => {
          if (saved.userInfo) updateUserInfo(saved.userInfo);
          notify.success(MESSAGES.profileSaved);
        },
      },
    );
  const zoneError = saveZone.isError ? saveZone.error.message : saveCompany.isError ? saveCompany.error.message : null;

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
            askCurrentPassword={emailChanging}
            username={user?.username}
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
        {user ? (
          <Card title="Time zone" aria-label="Time zone">
            <TimeZoneForm
              key={`${companyTimeZone}|${userTimeZone ?? ''}`}
              companyTimeZone={companyTimeZone}
              userTimeZone={userTimeZone}
              canEditCompany={user.userRole === 'Administrator'}
              onSaveUser={submitUserZone}
              onSaveCompany={submitCompanyZone}
              error={zoneError}
              submitting={saveZone.isPending || saveCompany.isPending}
            />
          </Card>
        ) : null}
        {user?.userRole === 'Administrator' ? (
          <Card title="Units" aria-label="Units">
            <UnitsForm
              key={`${units.distance}|${units.volume}|${units.temperature}`}
              units={units}
              onSave={submitUnits}
              error={saveUnits.isError ? saveUnits.error.message : null}
              submitting={saveUnits.isPending}
            />
          </Card>
        ) : null}
        {user?.username ? (
          <Card title="Playback" aria-label="Playback">
            <PlaybackPreferencesForm username={user.username} />
          </Card>
        ) : null}
        {user ? (
          <Card title="Company" aria-label="Company">
            <CompanyPanel readOnly={user.userRole !== 'Administrator'} />
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
