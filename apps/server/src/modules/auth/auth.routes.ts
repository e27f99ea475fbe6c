import {
  emailBodySchema, emailStatusResponseSchema, errorResponseSchema, loginBodySchema, logSignUpBodySchema,
  magicLinkBodySchema, magicLinkQuerySchema, meSchema, resetPasswordBodySchema, signUpBodySchema,
  statusResponseSchema, verifyCodeBodySchema,
} from '@clubroom/domain/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authContextFor } from '../../platform/auth/auth-context.js';
import { endSession, startSession } from '../../platform/auth/sessions.js';
import type { SessionsRepository } from '../../platform/auth/sessions.repository.js';
import type { ContractsRepository } from '../contracts/contracts.repository.js';
import type { AuthDeps } from './auth-deps.js';
import { emailStatus } from './email-status.js';
import { getMe } from './get-me.js';
import { isLiveMagicLink, sendMagicLink, useMagicLink } from './magic-link.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { requestFacts } from './request-facts.js';
import { resendVerificationCode } from './resend-verification-code.js';
import { signIn } from './sign-in.js';
import { signUp } from './sign-up.js';
import { clearSignUpAttemptCookie, setSignUpAttemptCookie, signUpAttemptHash } from './sign-up-attempt.js';
import { verifyEmailCode } from './verify-email-code.js';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema };
const tags = ['auth'];

export function authRoutes(deps: AuthDeps, sessions: SessionsRepository, contracts: ContractsRepository, baseDomain: string) {
  return async function register(instance: FastifyInstance) {
    const app = instance.withTypeProvider<ZodTypeProvider>();
    const facts = (request: FastifyRequest) => requestFacts(request, baseDomain);
    /** Signs the person in with a fresh session and answers who they now are. */
    async function signedIn(request: FastifyRequest, reply: FastifyReply, userId: number, staySignedIn: boolean) {
      const sessionId = await startSession(sessions, request, reply, deps.clock(), { userId, staySignedIn });
      const user = await deps.users.findById(userId);
      const clubId = request.tenant.kind === 'club' ? request.tenant.club.id : null;
      request.auth = user && (await authContextFor(sessions, { id: sessionId, impersonatorUserId: null }, user, clubId));
      return getMe(contracts, request.auth);
    }

    app.post('/api/v4/public/authentication/email-status-check', {
      config: { access: 'public' },
      schema: { tags, summary: 'Whether an email has an account (rate limited)', body: emailBodySchema, response: { 200: emailStatusResponseSchema, ...errors } },
    }, async (request) => emailStatus(deps, facts(request), request.body.email));

    for (const url of ['/api/v4/public/authentication/login-user', '/rest/v1/authentication/login']) {
      app.post(url, {
        config: { access: 'public' },
        schema: { tags, summary: 'Sign in by email and password', body: loginBodySchema, response: { 200: meSchema, ...errors } },
      }, async (request, reply) => {
        const { userId } = await signIn(deps, facts(request), request.body);
        return signedIn(request, reply, userId, request.body.staySignedIn);
      });
    }

    app.post('/api/v4/public/signup/new-user', {
      config: { access: 'public', botCheck: true },
      schema: { tags, summary: "A parent signs up on a club's site; a verification code is emailed", body: signUpBodySchema, response: { 200: statusResponseSchema, ...errors } },
    }, async (request, reply) => {
      const { attemptSecret, ...answer } = await signUp(deps, facts(request), request.body);
      setSignUpAttemptCookie(request, reply, attemptSecret);
      return answer;
    });

    app.post('/api/v4/public/signup/verify-code', {
      config: { access: 'public' },
      schema: { tags, summary: 'Confirm the emailed code; signs the person in', body: verifyCodeBodySchema, response: { 200: meSchema, ...errors } },
    }, async (request, reply) => {
      const { userId } = await verifyEmailCode(deps, facts(request), request.body, signUpAttemptHash(request));
      clearSignUpAttemptCookie(reply);
      return signedIn(request, reply, userId, false);
    });

    app.post('/api/v4/public/signup/resend-code', {
      config: { access: 'public' },
      schema: { tags, summary: 'Email a new verification code', body: emailBodySchema, response: { 200: statusResponseSchema, ...errors } },
    }, async (request) => resendVerificationCode(deps, facts(request), request.body.email, signUpAttemptHash(request)));

    app.post('/api/v4/public/signup/log-sign-up', {
      config: { access: 'public' },
      schema: { tags, summary: 'Records a sign-up step for the funnel', body: logSignUpBodySchema, response: { 200: statusResponseSchema, ...errors } },
    }, async (request) => {
      request.log.info({ signUpStep: request.body.step }, 'sign-up step');
      return { status: 'logged' };
    });

    app.post('/api/new-magic-link', {
      config: { access: 'public', botCheck: true },
      schema: { tags, summary: 'Email a single-use sign-in link', body: magicLinkBodySchema, response: { 200: statusResponseSchema, ...errors } },
    }, async (request) => sendMagicLink(deps, facts(request), request.body));

    // Opening an emailed link only leads to a page with a 'Sign in' button: mail scanners that open
    // every link would otherwise use it up. The page's form posts back here to sign in.
    const expiredPage = (next?: string) => (next ? `/login/link-expired?next=${encodeURIComponent(next)}` : '/login/link-expired');
    app.get('/api/magic-link-login', {
      config: { access: 'public' },
      schema: { tags, summary: 'Open a magic link: leads to the page that signs in with it (the link is not used yet)', querystring: magicLinkQuerySchema },
    }, async (request, reply) => {
      const { token, next } = request.query;
      if (!token || !(await isLiveMagicLink(deps, token))) return reply.redirect(expiredPage(next), 303);
      const page = new URLSearchParams({ token, ...(next && { next }) });
      return reply.redirect(`/login/link?${page}`, 303);
    });

    app.post('/api/magic-link-login', {
      config: { access: 'public' },
      schema: { tags, summary: 'Use a magic link (the form of /login/link): signs in once and redirects', body: magicLinkQuerySchema },
    }, async (request, reply) => {
      const used = await useMagicLink(deps, request.body.token);
      if (!used) return reply.redirect(expiredPage(request.body.next), 303);
      await startSession(sessions, request, reply, deps.clock(), { userId: used.userId, staySignedIn: false });
      return reply.redirect(request.body.next ?? '/', 303);
    });

    app.post('/api/auth/forgot-password-express', {
      config: { access: 'public', botCheck: true },
      schema: { tags, summary: 'Email a password reset link', body: emailBodySchema, response: { 200: statusResponseSchema, ...errors } },
    }, async (request) => requestPasswordReset(deps, facts(request), request.body.email));

    app.post('/api/auth/forgot-password-express-check', {
      config: { access: 'public' },
      schema: { tags, summary: 'Set a new password with a reset token; signs in', body: resetPasswordBodySchema, response: { 200: meSchema, ...errors } },
    }, async (request, reply) => {
      const { userId } = await resetPassword(deps, facts(request), request.body, sessions.deleteAllOfUser);
      return signedIn(request, reply, userId, false);
    });

    app.post('/api/auth/logout', {
      config: { access: 'public' },
      schema: { tags, summary: 'Sign out', response: { 200: statusResponseSchema } },
    }, async (request, reply) => {
      await endSession(sessions, request, reply);
      return { status: 'signed-out' };
    });

    app.get('/api/auth/me', {
      config: { access: 'public' },
      schema: { tags, summary: 'Who is signed in, their roles here, and any contract awaiting acceptance', response: { 200: meSchema } },
    }, async (request) => getMe(contracts, request.auth));
  };
}
