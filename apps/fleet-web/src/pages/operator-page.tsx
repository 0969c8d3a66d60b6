import { useOpenSupportSession, useCreateCompany, useOperatorCompanies, useSetCompanyStatus, ApiError } from '@fleet/api';
import { OPERATOR_TEXTS, WEB_TEXTS, type OperatorCompany } from '@fleet/domain';
import { Card, ErrorPanel, LoadingOverlay, PageHeader } from '@fleet/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useAtomValue, useSetAtom } from 'jotai';
import { useState } from 'react';
import { CompaniesTable, CreateCompanyForm } from '../admin/companies-table';
import { ConfirmDialog } from '../admin/confirm-dialog';
import { serverFieldError } from '../admin/field-errors';
import { notify } from '../app/notify';
import { startSessionAtom, timeZoneAtom } from '../session/session-atoms';

/**
 * /operator (the installation's operator): every company with its users, assets and status; create one with its first
 * Administrator; suspend or reactivate (confirmed); open one as its Administrator (a short support session that the
 * app switches to, with a banner, written to the company's audit log).
 */
export function OperatorPage() {
  const timeZone = useAtomValue(timeZoneAtom);
  const companies = useOperatorCompanies();
  const create = useCreateCompany();
  const status = useSetCompanyStatus();
  const support = useOpenSupportSession();
  const startSession = useSetAtom(startSessionAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [suspending, setSuspending] = useState<OperatorCompany | null>(null);
  const [formKey, setFormKey] = useState(0);

  return (
    <div className="page">
      <PageHeader title="Companies" subtitle="The companies this installation hosts." />
      <Card title="Create company">
        <CreateCompanyForm
          key={formKey}
          submitting={create.isPending}
          serverErrors={create.error instanceof ApiError ? serverFieldError(create.error) : {}}
          onCreate={(body) =>
            create.mutate(body, {
              onSuccess: (message) => {
                notify.success(message);
                setFormKey((k) => k + 1);
              },
            })
          }
        />
      </Card>
      <Card flush title="Companies">
        {companies.isError ? (
          <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={companies.error.message} onRetry={() => void companies.refetch()} />
        ) : companies.isPending ? (
          <LoadingOverlay visible label="Loading companies" />
        ) : (
          <CompaniesTable
            companies={companies.data}
            timeZone={timeZone}
            onToggleStatus={(c) =>
              c.status === 'active'
                ? setSuspending(c)
                : status.mutate({ tenantId: c.tenantId, status: 'active' }, { onSuccess: (m) => notify.success(m), onError: (e) => notify.error(e.message) })
            }
            onOpenAsAdministrator={(c) =>
              support.mutate(c.tenantId, {
                onSuccess: async (login) => {
                  queryClient.clear();
                  startSession(login);
                  await navigate({ to: '/dashboard' });
                },
                onError: (e) => notify.error(e.message),
              })
            }
          />
        )}
      </Card>
      <ConfirmDialog
        open={suspending !== null}
        title="Suspend company"
        message={suspending ? OPERATOR_TEXTS.confirmSuspend(suspending.name) : ''}
        confirmLabel="Suspend"
        busy={status.isPending}
        onCancel={() => setSuspending(null)}
        onConfirm={() =>
          suspending &&
          status.mutate(
            { tenantId: suspending.tenantId, status: 'suspended' },
            { onSuccess: (m) => notify.success(m), onError: (e) => notify.error(e.message), onSettled: () => setSuspending(null) },
          )
        }
      />
    </div>
  );
}
