import type { Page } from '@playwright/test';

// The status codes of the API (and the names people used to see for them). None may be read on
// a page: people read the Vietnamese labels of domain/task-status.ts (docs/decisions/wording.md).
export const ENGLISH_STATUS = String.raw`\b(Ready|Assignee|InProgress|Waiting|Doing|Pause|WaitApprove|Reject|Cancel|Completed)\b`;

/** Every text node under `selector` (scripts and styles aside) that holds a status code as a whole word. */
export async function englishStatusTexts(page: Page, selector = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ source, selector }) => {
      const pattern = new RegExp(source);
      const found: string[] = [];
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const tag = node.parentElement?.tagName;
          if (tag === 'SCRIPT' || tag === 'STYLE' || tag === 'NOSCRIPT' || tag === 'TEMPLATE') continue;
          const text = node.textContent ?? '';
          if (pattern.test(text)) found.push(text.trim());
        }
      }
      return found;
    },
    { source: ENGLISH_STATUS, selector },
  );
}

// 'task' and 'job' as whole words (any case, plural too): people read 'việc' (docs/decisions/wording.md,
// "việc, not task or job"). Addresses are not words people read: a token holding '/' or '://' and
// a word joined by '-' or '_' (a slug such as /tao-task-moi) do not count.
export const WORK_WORD = String.raw`(?<![\w\-/.])(tasks?|jobs?)(?![\w\-/])`;

/**
 * Every visible text node under `selector` (scripts, styles and hidden elements aside), and the
 * page's title, that holds 'task' or 'job' as a word once addresses are taken out.
 */
export async function workWordTexts(page: Page, selector = 'body'): Promise<string[]> {
  return page.evaluate(
    ({ source, selector }) => {
      const pattern = new RegExp(source, 'i');
      const withoutAddresses = (text: string) => text.replace(/\S*(\/|:\/\/)\S*/g, ' ');
      const found: string[] = [];
      if (pattern.test(withoutAddresses(document.title))) found.push(`<title> ${document.title}`);
      for (const root of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          const tag = parent?.tagName;
          if (!parent || tag === 'SCRIPT' || tag === 'STYLE' || tag === 'NOSCRIPT' || tag === 'TEMPLATE') continue;
          if (!parent.checkVisibility({ visibilityProperty: true })) continue;
          const text = node.textContent ?? '';
          if (pattern.test(withoutAddresses(text))) found.push(text.trim());
        }
      }
      return found;
    },
    { source: WORK_WORD, selector },
  );
}
