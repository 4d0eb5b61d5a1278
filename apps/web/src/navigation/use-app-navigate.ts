import { useCallback } from 'react';
import { type NavigateOptions, resolvePath, type To, useLocation, useNavigate } from 'react-router';

// Spec 2: duplicate-navigation errors are swallowed silently. React Router does
// not throw on them, but pushing the same entry again pollutes history and
// re-runs loaders, so navigating to where we already are is a no-op.
export function useAppNavigate() {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      if (typeof to === 'number') {
        void navigate(to);
        return;
      }
      const target = resolvePath(to, location.pathname);
      const isSameLocation =
        stripTrailingSlash(target.pathname) === stripTrailingSlash(location.pathname) &&
        target.search === location.search &&
        target.hash === location.hash;
      if (isSameLocation) return;
      void navigate(to, options);
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}

function stripTrailingSlash(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
