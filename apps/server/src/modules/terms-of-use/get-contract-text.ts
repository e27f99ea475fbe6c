import type { ContractRole } from '@clubroom/domain/api';
import { notFound } from '../../platform/errors.js';
import type { TermsOfUseRepository } from './terms-of-use.repository.js';

/** The latest contract of a role, whole or as its summary (markup text). */
export async function getContractText(repo: TermsOfUseRepository, role: ContractRole, part: 'latest' | 'summary') {
  const contract = await repo.latest(role);
  if (!contract) throw notFound('Contract');
  return { role, version: contract.version, text: part === 'summary' ? contract.summary : contract.body };
}
