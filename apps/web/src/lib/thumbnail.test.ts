import { describe, expect, it, vi } from 'vitest';
import { thumbnail } from './thumbnail';

describe('thumbnail', () => {
  it('offers the 160, 320 and 640 px thumbnails of an uploaded picture', () => {
    const props = thumbnail('/uploads/seed/abc.webp', '100vw', vi.fn());
    expect(props.src).toBe('/uploads/seed/abc.webp');
    expect(props.srcSet).toBe(
      '/uploads/seed/abc-w160.webp 160w, /uploads/seed/abc-w320.webp 320w, /uploads/seed/abc-w640.webp 640w',
    );
    expect(props.sizes).toBe('100vw');
  });

  it('leaves an outside address as it is', () => {
    expect(thumbnail('https://exemple.ci/photo.jpg', '100vw', vi.fn()).srcSet).toBeUndefined();
  });

  it('falls back to the full picture when a thumbnail is missing, then reports a failure', () => {
    const onFail = vi.fn();
    const props = thumbnail('/uploads/product/x.webp', '96px', onFail);
    const img = document.createElement('img');
    img.setAttribute('srcset', props.srcSet!);
    const event = { currentTarget: img } as unknown as Parameters<typeof props.onError>[0];
    props.onError(event);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(onFail).not.toHaveBeenCalled();
    props.onError(event);
    expect(onFail).toHaveBeenCalledOnce();
  });
});
