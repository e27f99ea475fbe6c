import { z } from 'zod';
import { statusResponseSchema } from './auth.js';
import type { ContractRole } from './roles.js';
import { SITE_PATH_PATTERN } from '../rules/account.js';
import { CONTRACT_PAGE_PATH } from '../rules/contract-page.js';
import { defineRoute } from './define-route.js';

/** Spec §6: any contract role other than parent and coach reads the organiser's contract. */
export const contractRoleParamSchema = z.object({
  role: z
    .string()
    .max(40)
    .transform((role): ContractRole => (role === 'parent' || role === 'coach' ? role : 'organiser')),
});
export const contractTextResponseSchema = z.object({ role: z.string(), version: z.number(), text: z.string() });

export const acceptContractBodySchema = z.object({
  version: z.coerce.number().int().positive(),
  acceptTerms: z.union([z.literal(true), z.literal('on'), z.literal('1'), z.literal('true')], {
    error: 'Please accept these Terms of Use to continue',
  }),
  marketingOptIn: z.union([z.boolean(), z.enum(['yes', 'no'])]).optional(),
  specialCategoryConsent: z.union([z.boolean(), z.literal('on'), z.literal('1'), z.literal('true')]).optional(),
  next: z.string().max(500).regex(SITE_PATH_PATTERN, 'must be a path on this site').optional(),
});
export type AcceptContractBody = z.infer<typeof acceptContractBodySchema>;

const tags = ['terms-of-use'];
/** Consent is the person's own act: support, switched into them, may not give it. */
const accepting = {
  access: 'signed-in',
  scope: 'platform',
  switchedSession: 'refused',
  tags,
  body: acceptContractBodySchema,
  errors: ['NOT_FOUND', 'CONTRACT_OUTDATED'],
} as const;

export const termsOfUseApi = {
  latestContract: defineRoute({
    operationId: 'latestContract',
    method: 'GET',
    path: '/api/v4/public/contract/:role/latest',
    summary: 'The full latest contract of a role (markup)',
    tags,
    access: 'public',
    scope: 'platform',
    params: contractRoleParamSchema,
    response: contractTextResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  latestContractSummary: defineRoute({
    operationId: 'latestContractSummary',
    method: 'GET',
    path: '/api/v4/public/contract/:role/summary',
    summary: 'The summary of the latest contract of a role (markup)',
    tags,
    access: 'public',
    scope: 'platform',
    params: contractRoleParamSchema,
    response: contractTextResponseSchema,
    errors: ['NOT_FOUND'],
  }),
  acceptContract: defineRoute({
    ...accepting,
    operationId: 'acceptContract',
    method: 'POST',
    path: '/api/v4/contract/accept',
    summary: 'Accept the latest contract of your role, with consents',
    response: statusResponseSchema,
  }),
  /** The contract page's own form posts to the page (spec): it redirects (303) rather than answering JSON. */
  acceptContractForm: defineRoute({
    ...accepting,
    operationId: 'acceptContractForm',
    method: 'POST',
    path: CONTRACT_PAGE_PATH,
    summary: "Accept the latest contract from the contract page's form, then go on to `next`",
    form: true,
    redirects: true,
    hide: true,
  }),
};
