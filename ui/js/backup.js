// Settings → the backup of everything and its restore, and "Copy diagnostics" for a bug
// report (commands back_up_saves, restore_saves, copy_diagnostics; docs/ipc.md). The core
// opens the system's dialogs; a cancelled one is no error.

import { api } from './api.js';
import { t } from './i18n.js';
import { h } from './svg.js';
import { toast, errorText } from './widgets.js';

/** What a restore added, in one sentence. @param {import('./contract.js').Restored} r */
export function restoredText(r) {
  const added = r.games + r.results + r.lessons + r.drills + r.settings;
  return added ? t('backup.restored', r) : t('backup.nothingNew');
}

async function makeBackup() {
  try {
    const done = await api.backUpSaves(t('backup.make'));
    if (done) toast(t('backup.done', done), 5000);
  } catch (err) {
    toast(errorText(err), 5000);
  }
}

/** Restores a backup the player picks; `after()` redraws with the settings it may bring. */
async function restore(ctx, after) {
  try {
    const restored = await api.restoreSaves(t('backup.restore'));
    if (!restored) return;
    await ctx.applySettings(await api.getSettings());
    after();
    toast(restoredText(restored), 6000);
  } catch (err) {
    toast(errorText(err), 6000);
  }
}

async function copyDiagnostics(withGames) {
  try {
    await api.copyDiagnostics(withGames);
    toast(t('diagnostics.copied'), 4000);
  } catch (err) {
    toast(errorText(err));
  }
}

/** The settings' section: back up, restore, copy diagnostics (games only when ticked). */
export function backupSection(ctx, after) {
  // A chip that stays pressed, as the settings' other choices (a finger-sized target).
  const withGames = h('button', {
    class: 'chip', 'aria-pressed': 'false', 'data-testid': 'diagnostics-games',
    onclick: () => {
      const on = withGames.getAttribute('aria-pressed') !== 'true';
      withGames.setAttribute('aria-pressed', String(on));
      withGames.classList.toggle('on', on);
    },
  }, t('diagnostics.withGames'));
  return h('section', { class: 'backup', 'data-testid': 'backup', 'aria-labelledby': 'backup-title' }, [
    h('h2', { id: 'backup-title', class: 'field-label', text: t('backup.section') }),
    h('p', { class: 'muted small', text: t('backup.note') }),
    h('div', { class: 'card-buttons' }, [
      h('button', { class: 'btn', 'data-testid': 'backup-make', onclick: makeBackup }, t('backup.make')),
      h('button', { class: 'btn', 'data-testid': 'backup-restore', onclick: () => restore(ctx, after) }, t('backup.restore')),
    ]),
    h('p', { class: 'muted small', text: t('diagnostics.note') }),
    h('div', { class: 'chips' }, [withGames]),
    h('div', { class: 'card-buttons' }, [
      h('button', { class: 'btn', 'data-testid': 'diagnostics-copy', onclick: () => copyDiagnostics(withGames.getAttribute('aria-pressed') === 'true') }, t('diagnostics.copy')),
    ]),
  ]);
}
