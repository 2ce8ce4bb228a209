import { describe, expect, it } from 'vitest';
import { SYNC_TEXT, syncState } from '../components/editor-header';

describe('the save status', () => {
  it('says offline, waiting, saving, on this device or saved', () => {
    expect(syncState(false, true, true)).toBe('offline');
    expect(syncState(true, true, true)).toBe('waiting');
    expect(syncState(true, false, true)).toBe('saving');
    expect(syncState(true, true, false)).toBe('cached');
    expect(syncState(true, false, false)).toBe('saved');
    expect(SYNC_TEXT.saved).toBe('All changes saved');
  });
});
