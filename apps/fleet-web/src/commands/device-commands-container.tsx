import { isApiError, useSendDeviceCommand } from '@fleet/api';
import type { DeviceCommand, DeviceCommandKind } from '@fleet/domain';
import { useAtomValue } from 'jotai';
import { toast } from 'sonner';
import { timeZoneAtom } from '../session/session-atoms';
import { DeviceCommandsDialog } from './device-commands-dialog';

/** Props of {@link DeviceCommandsContainer}. */
export interface DeviceCommandsContainerProps {
  assetId: number;
  assetName: string;
  /** The speed as shown while the asset moves, else null. */
  movingSpeed: string | null;
  available: readonly DeviceCommandKind[];
  commands: readonly DeviceCommand[] | undefined;
  onClose: () => void;
}

/** The commands dialog wired to the server: sending (a toast says sent or queued) and the history it reads again while one waits. */
export function DeviceCommandsContainer({ assetId, assetName, movingSpeed, available, commands, onClose }: DeviceCommandsContainerProps) {
  const timeZone = useAtomValue(timeZoneAtom);
  const send = useSendDeviceCommand();
  return (
    <DeviceCommandsDialog
      open
      assetName={assetName}
      timeZone={timeZone}
      movingSpeed={movingSpeed}
      available={available}
      commands={commands}
      sending={send.isPending}
      error={send.error ? (isApiError(send.error) ? send.error.message : String(send.error)) : undefined}
      onSend={(input) => send.mutate({ assetId, input }, { onSuccess: (r) => toast.success(r.message) })}
      onClose={onClose}
    />
  );
}
