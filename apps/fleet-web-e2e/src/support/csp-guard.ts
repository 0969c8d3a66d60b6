import { afterAll, afterEach } from 'vitest';
import { describeCspViolations, takeAllCspViolations } from './csp-violations';

// Loaded before every browser test file (vitest.config.ts setupFiles): a test during which any page opened through
// newPage met a Content-Security-Policy violation fails, with the violations listed. Violations that arrive after a
// file's last test fail its afterAll.
function failOnViolations(): void {
  const violations = takeAllCspViolations();
  if (violations.length > 0) {
    throw new Error(`Content Security Policy violations (${violations.length}):\n${describeCspViolations(violations)}`);
  }
}

afterEach(failOnViolations);
afterAll(failOnViolations);
