import type { ContractRole } from '@clubroom/domain/contracts';
import { notFound } from '../../platform/errors.js';
import type { ContractsRepository } from './contracts.repository.js';

/** The latest contract of a role, whole or as its summary (markup text). */
export async function getContractText(repo: ContractsRepository, role: ContractRole, part: 'latest' | 'summary') {
  const contract = await repo.latest(role);
  if (!contract) throw notFound('Contract');
  return { role, version: contract.version, text: part === 'summary' ? contract.summary : contract.body };
}
