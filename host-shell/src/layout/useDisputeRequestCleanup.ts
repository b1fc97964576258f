import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { appById } from '@portal/shared-contracts';
import { clearDisputeRequest } from '@portal/shared-contracts/sdk';

const REQUEST_PATH = `${appById('dispute').basePath}/request`;

function isDisputeRequestPage(pathname: string): boolean {
  return pathname === REQUEST_PATH || pathname.startsWith(`${REQUEST_PATH}/`);
}

/** Spec 2: leaving /dispute-resolution/request clears the stored request and form ids. */
export function useDisputeRequestCleanup(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (isDisputeRequestPage(previous.current) && !isDisputeRequestPage(pathname)) clearDisputeRequest();
    previous.current = pathname;
  }, [pathname]);
}
