import { describe, expect, it } from 'vitest';
import * as liveStore from './index';

describe('public API', () => {
  it('exports these names', () => {
    expect(Object.keys(liveStore).sort()).toEqual(['INITIAL_CAPACITY', 'createLiveStore', 'statusCode']);
  });
});
