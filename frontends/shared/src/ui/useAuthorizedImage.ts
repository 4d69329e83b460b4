import { useEffect, useState } from 'react';
import { apiRequest } from '../api/client';

/**
 * An <img>-ready URL for an image the API serves only with the bearer token (profile photos,
 * ID proofs). Data URLs and outside URLs are returned as they are.
 */
export function useAuthorizedImage(src: string | null | undefined): string | null {
  const needsToken = Boolean(src && src.startsWith('/api/'));
  const [objectUrl, setObjectUrl] = useState<{ src: string; url: string } | null>(null);

  useEffect(() => {
    if (!src || !needsToken) return;
    const controller = new AbortController();
    let created: string | null = null;
    apiRequest<Blob>(src, { responseType: 'blob', signal: controller.signal })
      .then((blob) => {
        created = URL.createObjectURL(blob);
        setObjectUrl({ src, url: created });
      })
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.error('Failed to load image', error);
      });
    return () => {
      controller.abort();
      if (created) URL.revokeObjectURL(created);
    };
  }, [src, needsToken]);

  if (!src) return null;
  if (!needsToken) return src;
  return objectUrl?.src === src ? objectUrl.url : null;
}
