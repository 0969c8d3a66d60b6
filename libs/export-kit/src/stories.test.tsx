import { runStoryModules } from '@fleet/ui/testing';
import { vi } from 'vitest';

// pdf.js cannot run in happy-dom: the stories' previews draw with a fake (Storybook itself uses the real one).
vi.mock('./pdfjs-loader', async (importOriginal) => {
  const [actual, { fakePdfJs }] = await Promise.all([importOriginal<typeof import('./pdfjs-loader')>(), import('./pdfjs-fake.testutil')]);
  return { ...actual, loadPdfJs: fakePdfJs().load };
});

// Every story of this project runs with its play function on each test run.
runStoryModules(import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true }));
