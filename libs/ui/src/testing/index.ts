export { runStoryModules } from './run-story-modules';
