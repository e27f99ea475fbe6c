import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod resolver whose schema loads when first needed (the first validation, or `preload`
 * when the person first reaches into the form), not with the page: the schema brings zod and the
 * domain's schemas, whose evaluation would otherwise hold a phone's main thread while the page hydrates.
 */
export function lazyZodResolver<Input extends FieldValues, Output>(
  load: () => Promise<z.ZodType<Output, Input>>,
): { resolver: Resolver<Input, unknown, Output>; preload: () => void } {
  let loaded: Promise<Resolver<Input, unknown, Output>> | undefined;
  const resolverOnceLoaded = () =>
    (loaded ??= load().then(
      (schema) => zodResolver(schema),
      (error: unknown) => {
        loaded = undefined; // a failed download is tried again on the next validation
        throw error;
      },
    ));
  return {
    resolver: async (values, context, options) => (await resolverOnceLoaded())(values, context, options),
    preload: () => void resolverOnceLoaded().catch(() => undefined),
  };
}
