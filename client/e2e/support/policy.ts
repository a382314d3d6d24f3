import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __policyViolations?: string[];
  }
}

/**
 * Collects the page's Content-Security-Policy violations (the `securitypolicyviolation` event,
 * on every document the page loads) and the console errors about CSP or Permissions-Policy
 * (workers and header parsing report there). Returns a reader of everything seen so far.
 */
export async function watchPolicyViolations(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy|Permissions-Policy|Permissions policy/i.test(message.text())) {
      fromConsole.push(`${page.url()}: ${message.text()}`);
    }
  });
  // Runs before the page's own scripts, outside its CSP (the browser injects it).
  await page.addInitScript(() => {
    window.__policyViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__policyViolations!.push(
        `${location.pathname}: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const seen: string[] = [];
  return async () => {
    const onPage = await page.evaluate(() => window.__policyViolations ?? []).catch(() => []);
    for (const violation of onPage) if (!seen.includes(violation)) seen.push(violation);
    return [...seen, ...fromConsole];
  };
}
