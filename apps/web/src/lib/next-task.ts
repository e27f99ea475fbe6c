/** Resolves in a task of its own: the browser may paint and answer input before the work that follows. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
