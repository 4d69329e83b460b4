// Async boundary: shared singletons are negotiated before any React code runs. (The page's styles
// are linked from index.html, so the static first paint needs no JavaScript.)
import('./bootstrap');
