import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** One Content-Security-Policy violation seen in the browser. */
export interface CspViolation {
  /** How it was seen: the page's `securitypolicyviolation` event, a console message, or a worker's DevTools issue. */
  via: 'event' | 'console' | 'worker';
  /** The directive refused (event and worker), e.g. `connect-src`. */
  directive?: string;
  /** What was blocked (a URL, `inline`, `eval`), when known. */
  blocked?: string;
  /** The console text, or the document / worker URL. */
  text: string;
}

/** Violations of one browser context, kept until a check takes them. */
interface Collector {
  violations: CspViolation[];
  closed: boolean;
}

const collectors = new Map<BrowserContext, Collector>();

/** Name of the binding the pages call; the init script below uses the same literal. */
const BINDING = '__fleetCspViolation';

/** Runs in every frame of every page before the page's own scripts: forwards each violation to the test. */
function listenForViolations(): void {
  document.addEventListener(
    'securitypolicyviolation',
    (e) => {
      const report = (window as unknown as Record<string, (v: unknown) => void>)['__fleetCspViolation'];
      report?.({ directive: e.effectiveDirective || e.violatedDirective, blocked: e.blockedURI, text: `${e.documentURI} ${e.sourceFile}:${e.lineNumber}` });
    },
    true,
  );
}

/**
 * Starts recording the CSP violations of a context: its pages' `securitypolicyviolation` events (every frame, through
 * an init script and a binding) and console messages naming the Content Security Policy. Call before opening pages;
 * call `watchPage` for each page. `csp-guard.ts` fails the running test when anything was recorded.
 */
export async function watchCspViolations(context: BrowserContext): Promise<void> {
  const collector: Collector = { violations: [], closed: false };
  collectors.set(context, collector);
  context.on('close', () => (collector.closed = true));
  await context.exposeBinding(BINDING, (_source, v: Omit<CspViolation, 'via'>) => collector.violations.push({ via: 'event', ...v }));
  await context.addInitScript(listenForViolations);
  // Pages the app opens itself (popups) get the console part; pages of newPage also get the workers (watchPage).
  context.on('page', (page) =>
    page.on('console', (message) => {
      const text = message.text();
      if (text.includes('Content Security Policy')) collector.violations.push({ via: 'console', text });
    }),
  );
}

/**
 * Also records violations inside the page's dedicated workers (MapLibre's, pdf.js'): these fire on the worker's
 * global scope and reach neither the document's event nor Playwright's console, so a DevTools session attaches to
 * each worker and listens for its Content Security Policy issues (issues raised before attaching are replayed).
 */
export async function watchPage(page: Page): Promise<void> {
  const collector = collectors.get(page.context());
  if (!collector) throw new Error('watchCspViolations(context) first');
  const cdp: CDPSession = await page.context().newCDPSession(page);
  let nextId = 0;
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    if (targetInfo.type !== 'worker') return;
    const message = JSON.stringify({ id: ++nextId, method: 'Audits.enable' });
    cdp.send('Target.sendMessageToTarget', { sessionId, message }).catch(() => undefined);
  });
  cdp.on('Target.receivedMessageFromTarget', ({ message }) => {
    const event = JSON.parse(message) as { method?: string; params?: { issue?: { code: string; details: Record<string, unknown> } } };
    const issue = event.method === 'Audits.issueAdded' ? event.params?.issue : undefined;
    if (issue?.code !== 'ContentSecurityPolicyIssue') return;
    const details = issue.details['contentSecurityPolicyIssueDetails'] as
      | { violatedDirective?: string; blockedURL?: string; contentSecurityPolicyViolationType?: string; sourceCodeLocation?: { url?: string } }
      | undefined;
    collector.violations.push({
      via: 'worker',
      directive: details?.violatedDirective,
      blocked: details?.blockedURL ?? details?.contentSecurityPolicyViolationType,
      text: details?.sourceCodeLocation?.url ?? '',
    });
  });
  // flatten: false keeps these sessions apart from Playwright's own (flattened) ones; workers are not paused.
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
}

/** Takes (and forgets) the violations recorded so far in the page's context. */
export function takeCspViolations(page: Page): CspViolation[] {
  const collector = collectors.get(page.context());
  if (!collector) return [];
  return collector.violations.splice(0);
}

/** Takes the violations of every watched context; contexts that are closed are forgotten. */
export function takeAllCspViolations(): CspViolation[] {
  const all: CspViolation[] = [];
  for (const [context, collector] of collectors) {
    all.push(...collector.violations.splice(0));
    if (collector.closed) collectors.delete(context);
  }
  return all;
}

/** One line per violation, for a failure message. */
export function describeCspViolations(violations: readonly CspViolation[]): string {
  return violations.map((v) => `- [${v.via}] ${v.directive ?? ''} ${v.blocked ?? ''} ${v.text}`.replace(/\s+/g, ' ').trim()).join('\n');
}
