import { ApiError, uploadReceiptFile, useApiClient, useCompanySettings, useUpdateCompanySettings } from '@fleet/api';
import { COMPANY_TEXTS, WEB_TEXTS } from '@fleet/domain';
import { ErrorPanel, LoadingOverlay } from '@fleet/ui';
import { useSetAtom } from 'jotai';
import { notify } from '../app/notify';
import { updateUserInfoAtom } from '../session/session-atoms';
import { CompanyForm } from './company-form';
import { serverFieldError } from './field-errors';

/** The company's settings from GET /v2/company in the company form; Administrators save them (PUT /v2/company). */
export function CompanyPanel({ readOnly }: { readOnly: boolean }) {
  const client = useApiClient();
  const settings = useCompanySettings();
  const save = useUpdateCompanySettings();
  const updateUserInfo = useSetAtom(updateUserInfoAtom);
  if (settings.isError) return <ErrorPanel title={WEB_TEXTS.serverErrorTitle} message={settings.error.message} onRetry={() => void settings.refetch()} />;
  if (settings.isPending) return <LoadingOverlay visible label="Loading company settings" />;
  return (
    <CompanyForm
      key={JSON.stringify(settings.data)}
      settings={settings.data}
      readOnly={readOnly}
      submitting={save.isPending}
      serverErrors={save.error instanceof ApiError ? serverFieldError(save.error) : {}}
      onUploadLogo={async (file) => (await uploadReceiptFile(client, file, file.name)).url}
      onSave={(update) =>
        save.mutate(update, {
          onSuccess: (saved) => {
            if (saved.userInfo) updateUserInfo(saved.userInfo);
            notify.success(COMPANY_TEXTS.saved);
          },
          onError: (error) => notify.error(error.message),
        })
      }
    />
  );
}
