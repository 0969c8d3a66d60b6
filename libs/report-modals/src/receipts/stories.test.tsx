import { runStoryModules } from '@fleet/ui/testing';

// Every receipt story runs with its play function on each test run.
runStoryModules(import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true }));
