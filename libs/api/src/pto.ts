import type { PtoAnalysis } from '@fleet/domain';
import type { ApiClient } from './create-api-client';

/** What {@link fetchPtoAnalysis} asks for: one asset over a period (ms) and the input analysed. */
export interface PtoAnalysisRequest {
  assetId: number;
  from: number;
  to: number;
  /** The input key. @default 'din1' */
  input?: string;
}

/** GET /v2/reports/pto-analysis (SPEC §2 PTO Analysis): how long and how far a machine worked, and the area covered. */
export async function fetchPtoAnalysis(client: ApiClient, request: PtoAnalysisRequest, signal?: AbortSignal): Promise<PtoAnalysis> {
  const searchParams = new URLSearchParams({
    asset: String(request.assetId),
    from: String(request.from),
    to: String(request.to),
    input: request.input ?? 'din1',
  });
  return client.get<PtoAnalysis>('reports/pto-analysis', { searchParams, signal, timeout: 120_000 });
}
