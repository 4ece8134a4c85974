/**
 * Resolves in a task of its own: work after it does not lengthen the current task, so a slow phone can paint and
 * answer a tap in between (long tasks are what Total Blocking Time counts).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
