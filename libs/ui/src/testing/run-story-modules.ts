import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, it } from 'vitest';

/**
 * Runs every story of the given story modules with its play function (render, interactions and assertions), so that
 * the behaviours the stories document are checked on every test run. Each library passes its own
 * `import.meta.glob('./**\/*.stories.tsx', { eager: true })`, which Vite expands per file.
 */
export function runStoryModules(modules: Record<string, Record<string, unknown>>): void {
  setProjectAnnotations([]);
  for (const [file, module] of Object.entries(modules)) {
    describe(file, () => {
      const stories = composeStories(module as Parameters<typeof composeStories>[0]);
      for (const [name, story] of Object.entries(stories)) {
        it(name, async () => {
          await (story as { run: () => Promise<void> }).run();
        });
      }
    });
  }
}
