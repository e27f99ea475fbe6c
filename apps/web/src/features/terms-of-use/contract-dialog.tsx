import type { ContractRole } from '@clubroom/domain/api';
import { messages } from '@clubroom/domain/messages';
import { secondaryButton } from '../../ui/buttons';
import { Modal } from '../../ui/modal';
import { ContractMarkup } from './contract-markup';
import { usePageContractRole } from './use-page-contract-role';
import { useContractText } from './use-contract-text';

/** The full contract in a closable modal; `role` falls back to the page's role. Loads only once opened. */
export function ContractDialog({
  role,
  open,
  onOpenChange,
}: {
  role?: ContractRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const pageRole = usePageContractRole();
  const contract = useContractText(role ?? pageRole, 'latest', open);
  return (
    <Modal open={open} onOpenChange={onOpenChange} title={messages.contract.title}>
      <ContractMarkup query={contract} />
      {/* A long text: a way out at its end too, not only the cross at the top. */}
      <div className="mt-6 flex justify-end">
        <button type="button" className={secondaryButton} onClick={() => onOpenChange(false)}>
          {messages.contract.close}
        </button>
      </div>
    </Modal>
  );
}
