/** Which element Lighthouse counted as the Largest Contentful Paint, and whether the app painted it. */

export interface LcpNode {
  selector?: string;
  path?: string;
  snippet?: string;
}

/** Lighthouse's LCP element audit: a table whose first item holds the node (nested in a list in newer versions). */
export function lcpNode(details: unknown): LcpNode | undefined {
  const found: LcpNode[] = [];
  const walk = (value: unknown) => {
    if (!value || typeof value !== 'object' || found.length) return;
    const v = value as Record<string, unknown>;
    if (v.type === 'node') found.push(v as LcpNode);
    else for (const child of Object.values(v)) walk(child);
  };
  walk(details);
  return found[0];
}

/**
 * The frame index.html paints before the app's code runs (`.boot`, `.boot-bar`…, decision 0160) and the kept screen
 * shown before it (`[data-screen-snapshot]`, decision 0210) are not the app's content.
 */
export function isBeforeTheApp(node: LcpNode): boolean {
  return /\.boot\b|\.boot-|class="boot[\s"-]|data-screen-snapshot/.test(`${node.selector ?? ''} ${node.snippet ?? ''}`);
}
