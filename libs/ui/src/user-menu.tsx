import { DropdownMenu } from 'radix-ui';
import { LogoutIcon, SettingsIcon } from './icons';
import './user-menu.css';

/** Props of {@link UserMenu}. */
export interface UserMenuProps {
  displayName: string;
  /** Second line under the name, e.g. the role. */
  subtitle?: string;
  /** Email shown at the top of the menu. */
  email?: string;
  onSettings: () => void;
  onLogout: () => void;
}

/** Up to two initials of a name, e.g. 'Demo User' -> 'DU'. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]?.[0], parts[parts.length - 1]?.[0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

/** The signed-in user's avatar with a menu: Settings and Logout. */
export function UserMenu({ displayName, subtitle, email, onSettings, onLogout }: UserMenuProps) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger asChild>
        <button type="button" className="fleet-user-menu__trigger" aria-label={`User menu for ${displayName}`} data-testid="user-menu">
          <span className="fleet-user-menu__avatar" aria-hidden="true">
            {initialsOf(displayName)}
          </span>
          <span className="fleet-user-menu__who">
            <span className="fleet-user-menu__name">{displayName}</span>
            {subtitle ? <span className="fleet-user-menu__role">{subtitle}</span> : null}
          </span>
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="fleet-menu" align="end" sideOffset={6}>
          {email ? <DropdownMenu.Label className="fleet-menu__label">{email}</DropdownMenu.Label> : null}
          <DropdownMenu.Item className="fleet-menu__item" onSelect={onSettings} data-testid="menu-settings">
            <SettingsIcon size={16} /> Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="fleet-menu__separator" />
          <DropdownMenu.Item className="fleet-menu__item fleet-menu__item--danger" onSelect={onLogout} data-testid="logout">
            <LogoutIcon size={16} /> Logout
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
