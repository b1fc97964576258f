import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { BotChallenge } from './schemas/auth';

/**
 * Solves an ALTCHA challenge with Web Crypto (browsers and Node alike) and returns the token
 * sign-in and registration send as recaptchaToken: base64 JSON of the challenge and its solution.
 */
export async function solveBotChallenge(challenge: BotChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The bot-protection challenge could not be solved in time');
  return btoa(JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }));
}
