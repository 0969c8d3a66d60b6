import type { AcknowledgeAlerts, AlertRule, AlertRuleInput, AlertRulesResponse, AlertsResponse, AlertSeverity, AlertState } from '@fleet/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from './api-error';
import { useApiClient } from './api-client-context';
import type { ApiClient } from './create-api-client';

/** Query key of the alert rules. */
export const alertRulesQueryKey = ['alert-rules'] as const;
/** Query key prefix of the inbox pages. */
export const alertsQueryKey = ['alerts'] as const;

/** GET /alerts/rules: the company's rules (a Client's own). */
export async function fetchAlertRules(client: ApiClient, signal?: AbortSignal): Promise<AlertRule[]> {
  return (await client.get<AlertRulesResponse>('alerts/rules', { signal })).rules;
}

/** The rules. */
export function useAlertRules() {
  const client = useApiClient();
  return useQuery(queryOptions({ queryKey: alertRulesQueryKey, queryFn: ({ signal }) => fetchAlertRules(client, signal) }));
}

/** What a rule write answers. */
export interface AlertRuleSaved {
  rule: AlertRule;
  message: string;
}

/** POST /alerts/rules (no id) or PUT /alerts/rules/:id. */
export async function saveAlertRule(client: ApiClient, rule: AlertRuleInput, ruleId?: number): Promise<AlertRuleSaved> {
  return ruleId === undefined ? client.post<AlertRuleSaved>('alerts/rules', rule) : client.put<AlertRuleSaved>(`alerts/rules/${encodeURIComponent(String(ruleId))}`, rule);
}

/** DELETE /alerts/rules/:id. */
export async function deleteAlertRule(client: ApiClient, ruleId: number): Promise<{ message: string }> {
  return client.delete<{ message: string }>(`alerts/rules/${encodeURIComponent(String(ruleId))}`);
}

/** Adds or changes a rule, then refreshes the list. */
export function useSaveAlertRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<AlertRuleSaved, ApiError, { rule: AlertRuleInput; ruleId?: number }>({
    mutationKey: ['alert-rules', 'save'],
    mutationFn: ({ rule, ruleId }) => saveAlertRule(client, rule, ruleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRulesQueryKey }),
  });
}

/** Deletes a rule, then refreshes the list. */
export function useDeleteAlertRule() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ message: string }, ApiError, number>({
    mutationKey: ['alert-rules', 'delete'],
    mutationFn: (ruleId) => deleteAlertRule(client, ruleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertRulesQueryKey }),
  });
}

/** The inbox filter: a period (ms) and optional asset, type, severity and state. */
export interface AlertsFilter {
  from: number;
  to: number;
  assets?: readonly number[];
  types?: readonly string[];
  severity?: AlertSeverity;
  state?: AlertState;
  limit?: number;
}

/** The query string of GET /alerts. */
export function alertsSearchParams(filter: AlertsFilter): URLSearchParams {
  const params = new URLSearchParams({ from: String(filter.from), to: String(filter.to) });
  if (filter.assets?.length) params.set('assets', filter.assets.join(','));
  if (filter.types?.length) params.set('types', filter.types.join(','));
  if (filter.severity) params.set('severity', filter.severity);
  if (filter.state) params.set('state', filter.state);
  if (filter.limit) params.set('limit', String(filter.limit));
  return params;
}

/** GET /alerts: the alerts of the period the caller may see, newest first. */
export async function fetchAlerts(client: ApiClient, filter: AlertsFilter, signal?: AbortSignal): Promise<Omit<AlertsResponse, 'success'>> {
  const { alerts, open, more } = await client.get<AlertsResponse>('alerts', { signal, searchParams: alertsSearchParams(filter) });
  return { alerts, open, more };
}

/** The inbox page of a filter (kept while the next one loads). */
export function useAlerts(filter: AlertsFilter) {
  const client = useApiClient();
  return useQuery(queryOptions({ queryKey: [...alertsQueryKey, filter], queryFn: ({ signal }) => fetchAlerts(client, filter, signal), placeholderData: keepPreviousData }));
}

/** POST /alerts/acknowledge: the ids acknowledged now (open ones the caller may see). */
export async function acknowledgeAlerts(client: ApiClient, body: AcknowledgeAlerts): Promise<{ ids: number[]; message: string }> {
  return client.post<{ ids: number[]; message: string }>('alerts/acknowledge', body);
}

/** Acknowledges alerts, then refreshes the inbox. */
export function useAcknowledgeAlerts() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<{ ids: number[]; message: string }, ApiError, AcknowledgeAlerts>({
    mutationKey: ['alerts', 'acknowledge'],
    mutationFn: (body) => acknowledgeAlerts(client, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: alertsQueryKey }),
  });
}
