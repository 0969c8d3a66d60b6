import { OPERATOR_TEXTS, formatRangeTime, type SupportSession } from '@fleet/domain';
import { Button } from '@fleet/ui';

/** Props of {@link SupportBanner}. */
export interface SupportBannerProps {
  session: SupportSession;
  company: string;
  timeZone: string;
  onEnd: () => void;
}

/** Shown on every page while the installation's operator acts as a company's Administrator. */
export function SupportBanner({ session, company, timeZone, onEnd }: SupportBannerProps) {
  return (
    <div className="support-banner" role="status" data-testid="support-banner">
      <span>
        {OPERATOR_TEXTS.banner(company, session.operator)} Ends {formatRangeTime(Date.parse(session.expiresAt), timeZone)}.
      </span>
      <Button size="sm" variant="secondary" onClick={onEnd} data-testid="support-end">
        {OPERATOR_TEXTS.endSupport}
      </Button>
    </div>
  );
}
