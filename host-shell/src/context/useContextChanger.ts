import { useEffect, useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createContextChanger, type ContextChanger } from '@portal/shared-contracts/sdk';

/** Spec 4's LEA and school-year changes, moving this shell's router; a change still pending dies with the shell. */
export function useContextChanger(): ContextChanger {
  const navigate = useNavigate();
  const changer = useMemo(
    () =>
      createContextChanger({
        pathname: () => window.location.pathname,
        navigate: (path) => void navigate(path),
        reload: () => window.location.reload(),
      }),
    [navigate],
  );
  useEffect(() => changer.cancel, [changer]);
  return changer;
}
