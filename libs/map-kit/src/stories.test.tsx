// @vitest-environment happy-dom
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { describe, it } from 'vitest';

/**
 * Runs the stories of the widgets that need no WebGL (cluster list, map type switcher, icon set) with their play
 * functions. The map stories need WebGL and run in the browser (Storybook; tools/bench/map drives the same map).
 */
setProjectAnnotations([]);

const modules = import.meta.glob<Record<string, unknown>>(
  ['./layers/asset/cluster-list.stories.tsx', './map/map-type-switcher.stories.tsx', './icons/asset-icon.stories.tsx'],
  { eager: true },
);

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
