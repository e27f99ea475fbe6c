import { useEffect, useRef } from 'react';
import type { CardCollector, CardField, CardFieldOptions } from './card-collector';

/**
 * The collector's card field, mounted into this element once (the provider owns what is inside);
 * `fieldRef` gets its handle for making a payment method of it. Options are read when it mounts.
 */
export function CardFieldMount({
  collector,
  options,
  disabled,
  fieldRef,
}: {
  collector: CardCollector;
  options: CardFieldOptions;
  disabled: boolean;
  fieldRef: React.RefObject<CardField | null>;
}) {
  const container = useRef<HTMLDivElement>(null);
  const mountOptions = useRef(options);
  useEffect(() => {
    const field = collector.mountCardField(container.current!, mountOptions.current);
    fieldRef.current = field;
    return () => {
      field.destroy();
      fieldRef.current = null;
    };
  }, [collector, fieldRef]);
  useEffect(() => fieldRef.current?.setDisabled(disabled), [disabled, fieldRef]);
  return <div ref={container} />;
}
