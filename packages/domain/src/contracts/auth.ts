import { z } from 'zod';
import { isUkMobile, normaliseEmail, PASSWORD_MAX_LENGTH, SITE_PATH_PATTERN } from '../rules/account.js';
import { clubRoles, platformRoles } from './roles.js';

const email = z.string().trim().max(254, 'must be at most 254 characters').email('must be an email address').transform(normaliseEmail);
const name = (label: string) => z.string().trim().min(1, `${label} is required`).max(80, `${label} must be at most 80 characters`);
/** An email address (lower-cased: one person, one login) and a first or last name, for other request schemas. */
export { email as emailSchema, name as personNameSchema };
/** Length and commonness are checked by the server's password policy, which names the rule. */
const password = z.string().min(1, 'is required').max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);
/** A path on this site to go to afterwards; never another site. */
export const nextPathSchema = z.string().max(500).regex(SITE_PATH_PATTERN, 'must be a path on this site').optional();

export const emailBodySchema = z.object({ email });

export const emailStatusResponseSchema = z.object({
  /** What the sign-in page needs to say next: ask for a password, or offer sign-up. */
  status: z.enum(['active', 'unverified', 'no-account']),
});

export const loginBodySchema = z.object({ email, password, staySignedIn: z.boolean().optional().default(false) });

export const signUpBodySchema = z.object({
  firstName: name('First name'),
  lastName: name('Last name'),
  email,
  mobile: z.string().trim().max(20).refine(isUkMobile, 'must be a UK mobile number starting 07 or +44 7 followed by 9 digits'),
  password,
  acceptTerms: z.literal(true, { error: 'Please accept these Terms of Use to continue' }),
  marketingOptIn: z.boolean().optional().default(false),
});

export const verifyCodeBodySchema = z.object({ email, code: z.string().trim().regex(/^\d{6}$/, 'must be the 6-digit code') });
export const logSignUpBodySchema = z.object({ step: z.string().trim().min(1).max(40), email: email.optional() });
export const magicLinkBodySchema = z.object({ email, next: nextPathSchema });
/** The link in an email: a token or next that is not right goes to the expired-link page, never an error page. */
export const magicLinkQuerySchema = z.object({ token: z.string().max(100).optional().catch(undefined), next: nextPathSchema.catch(undefined) });
export const resetPasswordBodySchema = z.object({ token: z.string().min(1).max(100), password });

export const meSchema = z.object({
  user: z.object({
    id: z.number(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
  }).nullable(),
  /** Roles at the club the host names, and platform-wide roles. */
  roles: z.array(z.enum([...clubRoles, ...platformRoles])),
  impersonator: z.object({ email: z.string(), firstName: z.string() }).nullable(),
  /** Set when the latest contract for the person's role is not yet accepted. */
  contractRequired: z.object({ role: z.enum(['parent', 'coach', 'organiser']), version: z.number() }).nullable(),
});

export const statusResponseSchema = z.object({ status: z.string() });

export type EmailStatusResponse = z.infer<typeof emailStatusResponseSchema>;
export type LoginBody = z.input<typeof loginBodySchema>;
export type SignUpBody = z.input<typeof signUpBodySchema>;
export type Me = z.infer<typeof meSchema>;
