import { STORAGE_KEYS, bookmarksStorageKey, parseBookmarks, type Bookmark } from '@fleet/domain';
import { atom } from 'jotai';
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { userInfoAtom } from '../session/session-atoms';
import { getWebStorage } from '../session/web-storage';

/** The sidebar shows icons only; collapsed by default (SPEC §9 layout defaults). */
export const sidebarCollapsedAtom = atom(true);

/** How many change-log entries the user has seen, kept under STORAGE_KEYS.changeLogSeen. */
export const changeLogSeenAtom = atomWithStorage<number>(
  STORAGE_KEYS.changeLogSeen,
  0,
  createJSONStorage<number>(() => getWebStorage()),
  { getOnInit: true },
);

/** Bumped on every write, so that the bookmarks are read again. */
const bookmarksRevisionAtom = atom(0);

/** The signed-in user's starred pages, kept in local storage per user (`bookmarks:<uid>`). */
export const bookmarksAtom = atom(
  (get): Bookmark[] => {
    get(bookmarksRevisionAtom);
    const uid = get(userInfoAtom)?.uid;
    return uid ? parseBookmarks(getWebStorage().getItem(bookmarksStorageKey(uid))) : [];
  },
  (get, set, next: Bookmark[]) => {
    const uid = get(userInfoAtom)?.uid;
    if (!uid) return;
    getWebStorage().setItem(bookmarksStorageKey(uid), JSON.stringify(next));
    set(bookmarksRevisionAtom, (n) => n + 1);
  },
);
