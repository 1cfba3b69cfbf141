import { MENU_ENTRIES } from '../common/menu-entries';

/** The id the menu button names as its popover's until the page runs. */
export const FIRST_HTML_MENU_ID = 'main-menu';

/** Hidden where the browser cannot open popovers: there the menu button waits for the script, as the drawer does. */
const STYLE = `#main-menu{display:none}
@supports selector(:popover-open){#main-menu:popover-open{display:block;inset:0 0 0 auto;margin:0;width:min(320px,100%);height:100%;max-height:none;border:0;padding:16px;background:var(--mantine-color-body);color:var(--mantine-color-text);box-shadow:var(--mantine-shadow-xl)}}
#main-menu::backdrop{background:rgb(0 0 0/60%)}
#main-menu button{display:block;margin-left:auto;width:36px;height:36px;border:0;border-radius:4px;background:none;color:inherit;font-size:24px;cursor:pointer}
#main-menu ul{margin:0;padding:0;list-style:none}
#main-menu a{display:block;padding:10px 12px;border-radius:4px;color:inherit;text-decoration:none}
#main-menu a:hover,#main-menu button:hover{background:var(--mantine-color-gray-1)}
#main-menu a:focus-visible,#main-menu button:focus-visible{outline:2px solid var(--mantine-primary-color-filled);outline-offset:2px}`;

/**
 * The side menu's links as the server writes them, for the time before the page's script runs: a native popover the
 * menu button opens, closed by a tap beside it, Escape or its cross, its entries plain links (before the script, a
 * link loads its page whole). Only the server renders it: its markup and styles are not in the browser's first load,
 * and the browser, hydrating the document, passes over it as it does any element a page's body holds beyond its own.
 * Once the page runs, the menu button opens the shop's drawer (Sign Out, the bag's count); a menu opened before stays
 * what it is, a popover of links, until the shopper closes it.
 */
export function FirstHtmlMenu() {
  return (
    <nav id={FIRST_HTML_MENU_ID} popover="auto" aria-label="Main menu">
      <style>{STYLE}</style>
      <button type="button" popoverTarget={FIRST_HTML_MENU_ID} popoverTargetAction="hide" aria-label="Close menu">
        <span aria-hidden>×</span>
      </button>
      <ul>
        {MENU_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <a href={entry.to}>{entry.label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
