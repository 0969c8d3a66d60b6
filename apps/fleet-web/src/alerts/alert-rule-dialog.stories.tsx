import { ALERT_TEXTS, type AlertRule } from '@fleet/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent } from 'storybook/test';
import { AlertRuleDialog } from './alert-rule-dialog';

const ASSETS = [
  { assetId: 1, assetName: 'Hino 500', assetGroup: 'Trucks', unitId: 'U1', type: 'truck' as const, iconType: 'truck-1' },
  { assetId: 2, assetName: 'Axia', assetGroup: 'Cars', unitId: 'U2', type: 'car' as const, iconType: 'car-1' },
];
const NIGHT_RULE: AlertRule = {
  id: 4,
  name: 'Night moves',
  eventTypes: ['ignition-on'],
  assetIds: [1],
  groupIds: [],
  severity: 'critical',
  days: [5, 6],
  fromMinute: 22 * 60,
  toMinute: 6 * 60,
  cooldownMinutes: 30,
  inactiveHours: 24,
  speedLimitKph: 80,
  speedingSeconds: 30,
  temperatureMinC: null,
  temperatureMaxC: null,
  temperatureMinutes: 5,
  dwellMinutes: 30,
  poiIds: [],
  notifyWeb: true,
  emails: ['night@demo.fleet'],
  webhookUrl: 'https://hooks.demo.fleet/night',
  webhookSecret: 'whsec_0123456789abcdef',
  enabled: true,
  updatedAt: '2026-11-20T00:00:00.000Z',
};

const meta = {
  title: 'Alerts/AlertRuleDialog',
  component: AlertRuleDialog,
  args: {
    open: true,
    rule: null,
    assets: ASSETS,
    groups: [{ id: 7, name: 'Trucks' }],
    pois: [
      { id: 11, name: 'Depot Shah Alam Seksyen 7' },
      { id: 12, name: 'Port Klang Westports' },
    ],
    onSubmit: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AlertRuleDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing named, no event, a bad e-mail and time: each message beside its field, nothing sent. */
export const ValidationBesideFields: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByTestId('rule-type-overspeed'));
    await userEvent.clear(screen.getByTestId('rule-from'));
    await userEvent.type(screen.getByTestId('rule-from'), '25:00');
    await userEvent.type(screen.getByTestId('rule-emails'), 'not-a-mail');
    await userEvent.type(screen.getByTestId('rule-webhook'), 'ftp://hooks');
    await userEvent.click(screen.getByTestId('rule-save'));
    await expect(await screen.findByText(ALERT_TEXTS.nameRequired)).toBeVisible();
    await expect(screen.getByText(ALERT_TEXTS.typesRequired)).toBeVisible();
    await expect(screen.getByText(ALERT_TEXTS.minuteInvalid)).toBeVisible();
    await expect(screen.getByText(ALERT_TEXTS.emailInvalid)).toBeVisible();
    await expect(screen.getByText(ALERT_TEXTS.webhookInvalid)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A weekday rule for every asset, e-mailed: sent with the minutes of the day and the recipients listed. */
export const AddsRule: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('rule-name'), 'Office hours overspeed');
    await userEvent.click(screen.getByTestId('rule-day-0'));
    await userEvent.click(screen.getByTestId('rule-day-6'));
    await userEvent.clear(screen.getByTestId('rule-from'));
    await userEvent.type(screen.getByTestId('rule-from'), '08:00');
    await userEvent.clear(screen.getByTestId('rule-to'));
    await userEvent.type(screen.getByTestId('rule-to'), '18:30');
    await userEvent.type(screen.getByTestId('rule-emails'), 'ops@demo.fleet, boss@demo.fleet');
    await userEvent.click(screen.getByTestId('rule-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Office hours overspeed', eventTypes: ['overspeed'], days: [1, 2, 3, 4, 5], fromMinute: 480, toMinute: 1110, emails: ['ops@demo.fleet', 'boss@demo.fleet'], assetIds: [] }),
    );
  },
};

/** Editing an overnight rule of a Client (no groups picker): its values are in the form. */
export const EditsOvernightRule: Story = {
  args: { rule: NIGHT_RULE, groups: null },
  play: async () => {
    await expect(await screen.findByTestId('rule-from')).toHaveValue('22:00');
    await expect(screen.getByTestId('rule-to')).toHaveValue('06:00');
    await expect(screen.getByTestId('rule-severity-critical')).toBeChecked();
    await expect(screen.queryByTestId('rule-groups')).toBeNull();
    await expect(screen.getByTestId('rule-webhook')).toHaveValue('https://hooks.demo.fleet/night');
    await expect(screen.getByTestId('rule-webhook-secret')).toHaveTextContent('whsec_0123456789abcdef');
  },
};

/** An "inactive" rule asks for its hours without a report. */
export const InactiveRule: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('rule-name'), 'Silent trackers');
    await userEvent.click(screen.getByTestId('rule-type-overspeed'));
    await expect(screen.queryByTestId('rule-inactive-hours')).toBeNull();
    await userEvent.click(screen.getByTestId('rule-type-inactive'));
    await userEvent.clear(screen.getByTestId('rule-inactive-hours'));
    await userEvent.type(screen.getByTestId('rule-inactive-hours'), '48');
    await userEvent.click(screen.getByTestId('rule-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(expect.objectContaining({ eventTypes: ['inactive'], inactiveHours: 48 }));
  },
};

/**
 * The conditions held for a while ask for their figures: speeding over the rule's own limit for seconds, a temperature
 * out of a range (empty: each asset's own) for minutes, a stay in chosen POIs longer than minutes; a half-given range
 * is refused beside its field.
 */
export const ConditionRule: Story = {
  play: async ({ args }) => {
    await userEvent.type(await screen.findByTestId('rule-name'), 'Cold chain and yard');
    await userEvent.click(screen.getByTestId('rule-type-overspeed'));
    for (const id of ['rule-speeding', 'rule-temperature', 'rule-dwell']) await expect(screen.queryByTestId(id)).toBeNull();
    await userEvent.click(screen.getByTestId('rule-type-speeding'));
    await userEvent.clear(screen.getByTestId('rule-speed-limit'));
    await userEvent.type(screen.getByTestId('rule-speed-limit'), '90');
    await userEvent.clear(screen.getByTestId('rule-speeding-seconds'));
    await userEvent.type(screen.getByTestId('rule-speeding-seconds'), '45');
    await userEvent.click(screen.getByTestId('rule-type-temperature'));
    await userEvent.type(screen.getByTestId('rule-temperature-min'), '-25');
    await userEvent.click(screen.getByTestId('rule-save'));
    await expect(await screen.findByText(ALERT_TEXTS.temperatureBoth)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('rule-temperature-max'), '-15');
    await userEvent.click(screen.getByTestId('rule-type-poi-dwell'));
    await userEvent.clear(screen.getByTestId('rule-dwell-minutes'));
    await userEvent.type(screen.getByTestId('rule-dwell-minutes'), '45');
    await userEvent.click(screen.getByTestId('rule-save'));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        eventTypes: ['speeding', 'temperature', 'poi-dwell'],
        speedLimitKph: 90,
        speedingSeconds: 45,
        temperatureMinC: -25,
        temperatureMaxC: -15,
        temperatureMinutes: 5,
        dwellMinutes: 45,
        poiIds: [],
      }),
    );
  },
};
