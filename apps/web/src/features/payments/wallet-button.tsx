import { useEffect, useRef } from 'react';
import type { WalletRequest } from './card-collector';

/** The collector's wallet button (Apple Pay, Google Pay, the sandbox's), mounted into this element. */
export function WalletButton({ request }: { request: WalletRequest }) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const button = request.mountButton(container.current!);
    return () => button.destroy();
  }, [request]);
  return <div ref={container} />;
}
