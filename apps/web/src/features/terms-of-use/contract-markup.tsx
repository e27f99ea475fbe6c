import { messages } from '@clubroom/domain/messages';
import { Loading } from '../../ui/loading';
import type { useContractText } from './use-contract-text';

/**
 * Contract markup as the server sends it. The text is the platform's own, shipped in migrations
 * and never written by users, so it is rendered as HTML.
 */
export function ContractMarkup({ query }: { query: ReturnType<typeof useContractText> }) {
  if (query.isError)
    return (
      <p role="alert" className="text-red-700">
        {messages.contract.loadFailed}
      </p>
    );
  if (!query.data) return <Loading lines={3} of="section" />;
  return (
    <div
      className="space-y-3 [&_h2]:mt-4 [&_h2]:text-lg [&_h2]:font-bold [&_ul]:list-disc [&_ul]:space-y-1 [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: query.data.text }}
    />
  );
}
