import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { FullPageLoading } from '../components/full-page-loading';

/**
 * The hidden /redirect/* helper: goes on to the rest of the path, so the
 * target screen mounts afresh (the tab bar's reload).
 */
export function RedirectPage() {
  const params = useParams<{ '*'?: string }>();
  const [location, navigate] = useLocation();
  const rest = params['*'] ?? location.replace(/^\/redirect\/?/, '');
  useEffect(() => {
    navigate(`/${rest}${window.location.search}`, { replace: true });
  }, [navigate, rest]);
  return <FullPageLoading />;
}
