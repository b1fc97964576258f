import { useNavigate } from 'react-router';
import { publicRoutes, type RegisterRequest } from '@portal/shared-contracts';
import { registerAccount } from '@portal/shared-contracts/sdk/core';
import { submitFailure, type FormStatus } from './server-errors';

/**
 * Registers through POST /api/auth/register (a bot-protection token is obtained first) and goes
 * to account-created with the registration's uid and the address (spec 2). `rename` maps the
 * server's field names to the form's.
 */
export function useRegistration(formFields: readonly string[], rename: Record<string, string> = {}) {
  const navigate = useNavigate();
  return async (registration: Omit<RegisterRequest, 'recaptchaToken'>, setStatus: (status: FormStatus | undefined) => void) => {
    setStatus(undefined);
    try {
      const { userId } = await registerAccount(registration);
      navigate(`${publicRoutes.accountCreated}?${new URLSearchParams({ uid: userId, email: registration.email })}`);
    } catch (error) {
      // Spec 8 has a failed registration only logged. The server's field errors are shown too, since
      // some (a breached password, say) only the server can find and the user cannot go on without
      // them; any other failure shows the generic HTTP message of spec 8.
      console.error('Registration failed', error);
      setStatus(submitFailure(error, formFields, rename));
    }
  };
}
