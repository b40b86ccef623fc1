import type { Ctx } from '../context.js';
import { sessionRecord } from '../model/session.js';
import { gamesInBackup, readBackups, STORAGE_PARTS } from '../persist/storage.js';
import { el } from '../view/dom.js';
import { kindTitle } from '../view/labels.js';
import { downloadText, type MenuDeps, menuSection } from './menu-parts.js';

/** The menu's files: export this game as a record, import one. */
export const filesSection = ({ ctx, importFile }: MenuDeps): HTMLDetailsElement => {
  const { menu } = ctx.messages;
  const section = menuSection(menu.files);
  const exportButton = el('button', { type: 'button' }, menu.export);
  exportButton.addEventListener('click', () => exportGame(ctx));
  const importLabel = el('label', { class: 'file-label' });
  const importInput = el('input', { type: 'file', accept: '.json,application/json', class: 'import-input' });
  importInput.addEventListener('change', () => {
    const file = importInput.files?.[0];
    if (file) importFile(file);
    importInput.value = '';
  });
  importLabel.append(el('span', {}, menu.import), importInput);
  section.append(exportButton, importLabel);
  return section;
};

const exportGame = (ctx: Ctx): void => {
  const { messages, state } = ctx;
  const game = state.session.game;
  const record = { title: kindTitle(messages, game.kind), ...sessionRecord(state.session) };
  downloadText(
    `${JSON.stringify(record, null, 2)}\n`,
    `patience-${game.kind.game}-${game.kind.variant}-${game.layout.deal ?? 'own'}.json`,
  );
  ctx.feedback.say(messages.menu.exported);
};

/** The menu's list of what storage recovery put aside, if anything: each copy to download, its games to play. */
export const putAsideSection = ({ ctx, importText }: MenuDeps): HTMLDetailsElement | undefined => {
  const { messages } = ctx;
  const { menu } = messages;
  const parts = STORAGE_PARTS.map((part) => ({ part, backups: readBackups(ctx.storage, part) }));
  if (parts.every(({ backups }) => backups.length === 0)) return undefined;
  const details = menuSection(menu.putAside);
  details.classList.add('put-aside');
  details.append(el('p', { class: 'rule-note' }, menu.putAsideIntro));
  for (const { part, backups } of parts)
    backups.forEach((backup, index) => {
      const when =
        backup.savedAt === null
          ? menu.putAsideEarlier
          : menu.putAsideWhen(new Date(backup.savedAt).toLocaleString(messages.lang));
      const item = el('div', { class: 'put-aside-item' });
      item.append(el('p', {}, `${menu.putAsideParts[part]}, ${when}`));
      const download = el('button', { type: 'button' }, menu.download);
      download.addEventListener('click', () =>
        downloadText(backup.raw, `patience-${part}-put-aside-${index + 1}.json`),
      );
      item.append(download);
      for (const { record, session } of part === 'game' ? gamesInBackup(backup) : []) {
        const { game } = session;
        const play = el(
          'button',
          { type: 'button' },
          menu.playAgain(kindTitle(messages, game.kind), game.layout.deal, game.moveCount),
        );
        play.addEventListener('click', () => importText(JSON.stringify(record), menu.takenUp));
        item.append(play);
      }
      details.append(item);
    });
  return details;
};
