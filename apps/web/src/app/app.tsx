import { useRoutes } from 'react-router';
import { routes } from './routes';

/**
 * Declarative routing on purpose: the data router (createBrowserRouter) adds about 17 KB gzipped
 * to the first load, more than the landing page's whole budget allows. Pages are lazy with
 * React.lazy and RouteErrorBoundary plays the router's error element.
 */
export function App() {
  return useRoutes(routes);
}
