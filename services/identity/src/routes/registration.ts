import type { FastifyPluginAsync } from 'fastify';
import { Type } from 'typebox';
import {
  ErrorBody,
  formatCountdown,
  RegisterRequest,
  RegisterResponse,
  RESEND_EMAIL_WAIT_SECONDS,
  ResendVerificationResponse,
  VerifyEmailResponse,
  type VerifyEmailRequest,
} from '@portal/shared-contracts';
import { tooManyRequests, type ServiceContext, botProtectionFor } from '@portal/service-kit';
import { registerAccount } from '../registration/register-account';
import { validRegistration } from '../registration/registration-form';
import { resendVerification } from '../registration/resend-verification';
import { verifyEmail } from '../registration/verify-email';
import { OpaqueSecret } from '../secrets';

/** The contracts' uid, narrowed to what a link secret can be, so anything else is refused before a lookup. */
const LinkSecretRequest = Type.Object({ uid: OpaqueSecret }, { additionalProperties: false });

/** The largest honest body is a few kilobytes (the bot-protection token); refuse more before parsing it. */
const BODY_LIMIT = 16_384;

/** Registration, e-mail verification and resend (spec 2, 4 and 7). */
export const registrationRoutes: FastifyPluginAsync<ServiceContext> = async (app, ctx) => {
  const bots = botProtectionFor(ctx, app.log);

  /** The same answer whether or not the address has an account, so registering reveals nobody's. */
  app.post(
    '/api/auth/register',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: { public: true }, rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['auth'],
        body: RegisterRequest,
        response: { 200: RegisterResponse, 400: ErrorBody, 413: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request): Promise<RegisterResponse> => {
      const body = request.body as RegisterRequest;
      await bots.require(body.recaptchaToken);
      const result = await registerAccount(ctx, validRegistration(body), request.ip);
      request.log.info(
        { event: result.existing ? 'registration-for-existing-address' : 'registered', userId: result.userId },
        'registration',
      );
      return { userId: result.uid };
    },
  );

  /** Always 200 for a link that did not verify: spec 8 tells that apart from a call that failed. */
  app.post(
    '/api/auth/verify-email',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: { public: true } },
      schema: { tags: ['auth'], body: LinkSecretRequest, response: { 200: VerifyEmailResponse, 400: ErrorBody } },
    },
    async (request): Promise<VerifyEmailResponse> => {
      const { answer, userId } = await verifyEmail(ctx.db, (request.body as VerifyEmailRequest).uid, request.ip);
      request.log.info(
        { event: answer.success ? 'email-verified' : 'email-verification-failed', reason: answer.reason, userId },
        'email verification',
      );
      return answer;
    },
  );

  app.post(
    '/api/auth/resend-verification',
    {
      bodyLimit: BODY_LIMIT,
      config: { access: { public: true } },
      schema: {
        tags: ['auth'],
        body: LinkSecretRequest,
        response: { 200: ResendVerificationResponse, 400: ErrorBody, 404: ErrorBody, 429: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      const result = await resendVerification(ctx, (request.body as VerifyEmailRequest).uid, request.ip);
      if (!result.sent)
        throw tooManyRequests(`Please wait ${formatCountdown(result.waitSeconds)} before asking for another email.`, result.waitSeconds);
      request.log.info({ event: 'verification-mail-resent', userId: result.userId }, 'verification mail resent');
      return { waitSeconds: RESEND_EMAIL_WAIT_SECONDS } satisfies ResendVerificationResponse;
    },
  );
};
