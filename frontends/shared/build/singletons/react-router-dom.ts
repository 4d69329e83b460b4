// What the apps use of React Router, provided to the page as the `react-router-dom` singleton. A
// shared module is never tree-shaken (any remote may ask for any export), so the shell would ship
// all of React Router (about 70 KB gzip) for these few names (about 15 KB). `singletons.spec.ts`
// fails when an app imports a name that is missing here.
export {
  BrowserRouter,
  Link,
  matchPath,
  matchRoutes,
  NavLink,
  Navigate,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
