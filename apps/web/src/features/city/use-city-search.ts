import { useState, type RefObject } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { continueTyping, usePrepaintHandOff } from '@/lib/prepaint/hand-off';
import type { TypedMeanwhile } from '@/lib/prepaint/end-prepaint';

export type CitySearch = {
  /** What the search box shows and the list filters on, as typed. */
  text: string;
  category: string | null;
  setText: (text: string) => void;
  setCategory: (category: string | null) => void;
  clear: () => void;
};

/**
 * The city page's search and category, kept in the address so that coming back from a menu finds
 * the same list. The box holds its own text: the router applies an address change in a transition,
 * and a box bound to the address went back to the previous text after each key until that
 * transition ended: on a slow phone, letters typed at once were lost (issue 22 §5). The address
 * follows the box, not the reverse, except when another address is opened on this page.
 *
 * `ready`: the page has its list; the page drawn before the app (lib/prepaint) hands over then,
 * with what was typed in it and where the caret stood, to `box`, the page's search box.
 */
export function useCitySearch(ready: boolean, box: RefObject<HTMLInputElement | null>): CitySearch {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigationType = useNavigationType();
  const addressText = params.get('q') ?? '';
  const category = params.get('categorie');
  const [text, setTextState] = useState(addressText);
  const [seenKey, setSeenKey] = useState(location.key);

  // A link, Back or Forward to this page with another search: the address wins. The box's own
  // writes replace the address and arrive later (a transition): they never overwrite the box.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (navigationType !== NavigationType.Replace && addressText !== text) setTextState(addressText);
  }

  const write = (q: string, categorie: string | null) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of [
      ['q', q],
      ['categorie', categorie],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next, { replace: true });
  };

  const setText = (next: string) => {
    setTextState(next);
    write(next, category);
  };

  usePrepaintHandOff(ready, (typed: TypedMeanwhile) => {
    setText(typed.text);
    continueTyping(box.current, typed);
  });

  return {
    text,
    category,
    setText,
    setCategory: (next) => write(text, next),
    clear: () => {
      setTextState('');
      setParams({}, { replace: true });
    },
  };
}
