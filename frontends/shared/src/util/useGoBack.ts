import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * History back, or `fallback` when the page was opened directly in a new tab (nothing to go back
 * to). `idx` is React Router's position; history.length also counts earlier full page loads.
 */
export function useGoBack(fallback = '/'): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0 || window.history.length > 1) navigate(-1);
    else navigate(fallback);
  }, [navigate, fallback]);
}
