/**
 * The frame of the applications' public pages (a youth's survey link), loaded as its own chunk:
 * someone who opens one never signs in, so they need neither the sign-in pages nor the signed-in shell.
 */
export { PublicShell } from './public/PublicShell';
