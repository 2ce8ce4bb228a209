import { useLocation } from 'react-router-dom';
import { ErrorPage } from '../error-page';
import { unknownPathMessage } from '../error-status';

/** An unknown path: 404 "Page not found: {path}". */
export default function NotFoundScreen() {
  const { pathname } = useLocation();
  return <ErrorPage status={404} message={unknownPathMessage(pathname)} />;
}
