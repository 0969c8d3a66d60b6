import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, it } from 'vitest';

/**
 * Runs every story of this library with its play function (render, interactions and assertions), so that the
 * behaviours the stories document are checked on every test run.
 */
setProjectAnnotations([]);

const modules = import.meta.glob<Record<string, unknown>>('./**/*.stories.tsx', { eager: true });

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
