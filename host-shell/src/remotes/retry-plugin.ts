import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const ATTEMPTS = 3;

/**
 * Retries a remote's manifest or entry fetch on a passing network fault, with a
 * short back-off. A remote that stays down fails fast enough for its panel to show.
 */
export default function retryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'portal-retry',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        try {
          const response = await fetch(url, init);
          if (response.status < 500) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
        }
        await new Promise((resolve) => setTimeout(resolve, 200 * 2 ** attempt));
      }
      throw lastError;
    },
  };
}
