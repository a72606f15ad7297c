import { createBrowserRouter } from 'react-router';
import { buildRouteObjects } from './routeObjects.tsx';

export const router = createBrowserRouter(buildRouteObjects());
