import type { AgencyUser } from '@fleet/api';
import { VESSEL_LIMITS } from '@fleet/domain';
import { Button } from '@fleet/ui';
import { useState } from 'react';

/** Props of {@link AgencyUsersPanel}. */
export interface AgencyUsersPanelProps {
  /** The company's Clients holding the Vessel agency permission. */
  users: readonly AgencyUser[];
  /** Saves a user's agency ('' clears it: they then see no vessel). */
  onSave: (userId: string, agency: string | null) => void;
  saving?: boolean;
}

function AgencyRow({ user, onSave, saving }: { user: AgencyUser } & Pick<AgencyUsersPanelProps, 'onSave' | 'saving'>) {
  const [agency, setAgency] = useState(user.agency ?? '');
  return (
    <li data-testid="agency-user">
      <span className="vessel-agency__name">
        {user.displayName} <span className="muted">({user.username})</span>
      </span>
      <input
        className="fleet-field__input"
        value={agency}
        maxLength={VESSEL_LIMITS.agencyMax}
        onChange={(e) => setAgency(e.target.value)}
        placeholder="Owner / agency of their vessels"
        aria-label={`Agency of ${user.username}`}
        data-testid="agency-user-agency"
      />
      <Button size="sm" variant="secondary" loading={saving} disabled={agency.trim() === (user.agency ?? '')} onClick={() => onSave(user.id, agency.trim() || null)} data-testid="agency-user-save">
        Save
      </Button>
    </li>
  );
}

/**
 * The company's Vessel agency users and their agencies (Administrators): such a user sees, of the boats given to
 * them, those whose register names their agency as owner / agency; without an agency, none. Controlled.
 */
export function AgencyUsersPanel({ users, onSave, saving = false }: AgencyUsersPanelProps) {
  if (users.length === 0) return <p className="muted">No user holds the Vessel agency permission. Give it in the users administration.</p>;
  return (
    <ul className="vessel-agency" data-testid="agency-users">
      {users.map((u) => (
        <AgencyRow key={`${u.id}:${u.agency ?? ''}`} user={u} onSave={onSave} saving={saving} />
      ))}
    </ul>
  );
}
