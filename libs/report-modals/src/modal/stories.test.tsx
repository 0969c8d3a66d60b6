import { runStoryModules } from '@fleet/ui/testing';

// The stories of the modal, fuel chart and modal table run with their play functions on each test run. The map
// embed stories need WebGL (MapLibre) and run in Storybook only; map-embed.test.tsx covers its props → view state.
runStoryModules(
  import.meta.glob<Record<string, unknown>>(['./*.stories.tsx', '../fuel-chart/*.stories.tsx', '../modal-table/*.stories.tsx'], { eager: true }),
);
