import { foldSearchText, SEARCH_MIN_CHARS } from '@comoe/shared/search-text';

/** Apart from the search's code: the city page asks this on every keystroke, before loading it. */
export const canSearchProducts = (q: string) => foldSearchText(q).length >= SEARCH_MIN_CHARS;
