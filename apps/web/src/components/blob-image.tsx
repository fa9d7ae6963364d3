import { useEffect, useRef, type ComponentProps } from 'react';

/** A picture fetched with credentials: shown through an object URL, released when it goes. */
export function BlobImage({
  blob,
  alt,
  ...props
}: Omit<ComponentProps<'img'>, 'src' | 'alt'> & { blob: Blob; alt: string }) {
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const url = URL.createObjectURL(blob);
    if (image.current) image.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return <img ref={image} alt={alt} {...props} />;
}
