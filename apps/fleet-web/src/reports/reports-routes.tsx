import { useParams } from '@tanstack/react-router';
import { ReportsPage } from './reports-page';

interface LooseParams {
  assetId?: string;
  assetName?: string;
}

/** /reports/{-$assetId}/{-$assetName}: the Reports screen (the guard checked the `reports` page key). */
export function ReportsRoutePage() {
  const params = useParams({ strict: false }) as LooseParams;
  return <ReportsPage assetId={params.assetId} assetName={params.assetName} />;
}
