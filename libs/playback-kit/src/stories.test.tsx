import { runStoryModules } from '@fleet/ui/testing';

// Every story of this project runs with its play function on each test run.
runStoryModules(import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true }));
