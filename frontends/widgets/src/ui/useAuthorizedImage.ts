import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { answerOf, api, queryKeys } from '@jbp/shared';

/** A stored image the API serves only with the bearer token: `/api/files/:id` without a signature. */
function unsignedFileId(src: string | null | undefined): string | null {
  return src?.match(/^\/api\/files\/(\d+)$/)?.[1] ?? null;
}

/**
 * An <img>-ready URL for an image of the API. Signed links (what the server hands out for profile
 * photos and ID proofs), data URLs and outside URLs are returned as they are; an unsigned file link
 * is fetched with the token and shown from an object URL.
 */
export function useAuthorizedImage(src: string | null | undefined): string | null {
  const fileId = unsignedFileId(src);
  const { data: blob } = useQuery({
    queryKey: queryKeys.image(src ?? ''),
    // The document describes the image bytes; parseAs 'blob' hands them over as a Blob.
    queryFn: ({ signal }) =>
      answerOf(
        api.GET('/api/files/{id}', { params: { path: { id: Number(fileId) } }, parseAs: 'blob', signal }),
      ) as Promise<unknown> as Promise<Blob>,
    enabled: fileId !== null,
    staleTime: Infinity,
  });
  const objectUrl = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (objectUrl ? URL.revokeObjectURL(objectUrl) : undefined), [objectUrl]);

  if (!src) return null;
  return fileId === null ? src : objectUrl;
}
