import {
  DEVICE_COMMAND_LABELS, DEVICE_COMMAND_STATE_LABELS, DEVICE_COMMAND_TEXTS as T, deviceCommandInputSchema, formatRangeTime,
  type DeviceCommand, type DeviceCommandInput, type DeviceCommandKind,
} from '@fleet/domain';
import { Button, TextField } from '@fleet/ui';
import { useState } from 'react';
import { DialogForm, DialogFrame } from '../alerts/form-dialog';
import './commands.css';

/** Props of {@link DeviceCommandsDialog}. */
export interface DeviceCommandsDialogProps {
  open: boolean;
  assetName: string;
  /** The company's zone: the commands' times are shown in it. */
  timeZone: string;
  /** The asset's speed as shown (e.g. '42 km/h'), or null when it stands still: cutting the engine warns then. */
  movingSpeed: string | null;
  /** The commands this user may send to the device, in panel order. */
  available: readonly DeviceCommandKind[];
  /** The history, newest first; undefined while loading. */
  commands: readonly DeviceCommand[] | undefined;
  sending?: boolean;
  /** The server's refusal. */
  error?: string;
  onSend: (input: DeviceCommandInput) => void;
  onClose: () => void;
}

/** Commands that need a second look before they go: the immobiliser changes what the vehicle can do. */
const CONFIRMED: ReadonlySet<DeviceCommandKind> = new Set(['immobiliser-on', 'immobiliser-off']);

function CommandRow({ command, timeZone }: { command: DeviceCommand; timeZone: string }) {
  return (
    <li className="device-commands__item" data-testid="device-command" data-state={command.state} data-kind={command.kind}>
      <span className={`device-commands__state device-commands__state--${command.state}`} data-testid="device-command-state">
        {DEVICE_COMMAND_STATE_LABELS[command.state]}
      </span>
      <span className="device-commands__text">
        <strong>{command.label}</strong> <code>{command.text}</code>
        <span className="muted">
          {' '}
          · {formatRangeTime(command.createdAt, timeZone)} · {command.createdBy || '—'}
        </span>
        {command.answer !== null ? (
          <span className="device-commands__answer" data-testid="device-command-answer">
            {T.answer}: {command.answer}
          </span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * The commands of an asset's device: a button per command this user may send (the immobiliser asks first, naming the
 * vehicle and warning when it moves; a watch's call-back and SOS numbers are typed in), and the history with each
 * command's state and the device's answer. Controlled.
 */
export function DeviceCommandsDialog({ open, assetName, timeZone, movingSpeed, available, commands, sending, error, onSend, onClose }: DeviceCommandsDialogProps) {
  const [confirming, setConfirming] = useState<DeviceCommandKind | null>(null);
  const [phone, setPhone] = useState('');
  const [sos, setSos] = useState(['', '', '']);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const send = (input: DeviceCommandInput) => {
    const parsed = deviceCommandInputSchema.safeParse(input);
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? T.kindInvalid);
      return;
    }
    setFieldError(null);
    onSend(parsed.data);
  };
  const simple = available.filter((k) => k !== 'monitor' && k !== 'sos-numbers');
  return (
    <DialogFrame open={open} title={`${T.title} · ${assetName}`} testId="device-commands-dialog" onClose={onClose} width={620}>
      <DialogForm onSubmit={() => undefined}>
        {confirming ? (
          <div className="device-commands__confirm" role="alertdialog" aria-label={T.confirmTitle(DEVICE_COMMAND_LABELS[confirming])} data-testid="device-command-confirm">
            <p>{confirming === 'immobiliser-on' ? T.confirmImmobiliserOn(assetName) : T.confirmImmobiliserOff(assetName)}</p>
            {confirming === 'immobiliser-on' && movingSpeed !== null ? (
              <p className="device-commands__warning" role="alert" data-testid="device-command-moving">
                {T.movingWarning(movingSpeed)}
              </p>
            ) : null}
            <div className="device-commands__buttons">
              <Button variant="secondary" onClick={() => setConfirming(null)} data-testid="device-command-cancel">
                {T.cancel}
              </Button>
              <Button
                variant={confirming === 'immobiliser-on' ? 'danger' : 'primary'}
                loading={sending}
                onClick={() => {
                  send({ kind: confirming } as DeviceCommandInput);
                  setConfirming(null);
                }}
                data-testid="device-command-confirm-send"
              >
                {T.confirm}
              </Button>
            </div>
          </div>
        ) : (
          <div className="device-commands__buttons" data-testid="device-command-buttons">
            {simple.map((kind) => (
              <Button
                key={kind}
                variant={kind === 'immobiliser-on' ? 'danger' : 'secondary'}
                loading={sending}
                onClick={() => (CONFIRMED.has(kind) ? setConfirming(kind) : send({ kind } as DeviceCommandInput))}
                data-testid={`device-command-${kind}`}
              >
                {DEVICE_COMMAND_LABELS[kind]}
              </Button>
            ))}
          </div>
        )}
        {available.includes('monitor') ? (
          <div className="device-commands__row">
            <TextField label={T.monitorPhone} value={phone} onChange={(e) => setPhone(e.target.value)} data-testid="device-command-monitor-phone" />
            <Button variant="secondary" loading={sending} onClick={() => send({ kind: 'monitor', phone })} data-testid="device-command-monitor">
              {DEVICE_COMMAND_LABELS.monitor}
            </Button>
          </div>
        ) : null}
        {available.includes('sos-numbers') ? (
          <div className="device-commands__row">
            {sos.map((n, i) => (
              <TextField key={i} label={`${T.sosNumbers} ${i + 1}`} value={n} onChange={(e) => setSos(sos.map((x, j) => (j === i ? e.target.value : x)))} data-testid={`device-command-sos-${i + 1}`} />
            ))}
            <Button variant="secondary" loading={sending} onClick={() => send({ kind: 'sos-numbers', numbers: sos })} data-testid="device-command-sos-numbers">
              {DEVICE_COMMAND_LABELS['sos-numbers']}
            </Button>
          </div>
        ) : null}
        {fieldError || error ? (
          <p className="form-error" role="alert" data-testid="device-command-error">
            {fieldError ?? error}
          </p>
        ) : null}
        <h4 className="device-commands__heading">{T.history}</h4>
        {commands === undefined ? null : commands.length === 0 ? (
          <p className="muted" data-testid="device-commands-none">
            {T.none}
          </p>
        ) : (
          <ul className="device-commands__list" data-testid="device-commands">
            {commands.map((c) => (
              <CommandRow key={c.id} command={c} timeZone={timeZone} />
            ))}
          </ul>
        )}
        <div className="device-commands__footer">
          <Button variant="secondary" onClick={onClose} data-testid="device-commands-close">
            {T.close}
          </Button>
        </div>
      </DialogForm>
    </DialogFrame>
  );
}
