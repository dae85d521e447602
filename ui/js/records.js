// Records and pictures as files, and records from the clipboard: the buttons of the export
// and import dialogs. The core opens the system's dialogs (commands export_record_file,
// import_record_file, paste_record, save_picture; docs/ipc.md); a cancelled dialog is no error.

import { api } from './api.js';
import { t } from './i18n.js';
import { toast, errorText, textDialog } from './widgets.js';

/** Saves game `gameId`'s record to a file the player picks, and says where. */
export async function saveRecordFile(gameId) {
  try {
    const path = await api.exportRecordFile(gameId, t('exportGame'));
    if (path) toast(t('files.savedAt', { path }), 4000);
  } catch (err) {
    toast(errorText(err));
  }
}

/**
 * A new game from a record file the player picks (`from` "file") or from the clipboard
 * ("paste"), shown with `go`; whether one was opened (a refusal is said in a toast).
 * @param {'file' | 'paste'} from
 * @param {(route: string) => void} go
 */
export async function openRecord(from, go) {
  try {
    const snap = from === 'paste' ? await api.pasteRecord() : await api.importRecordFile(t('importGame'));
    if (snap) go(`/play/${snap.id}/resume`);
    return Boolean(snap);
  } catch (err) {
    toast(errorText(err), 5000);
    return false;
  }
}

// What an SVG file needs of each element's look, which on screen comes from the stylesheets.
const LOOK = ['fill', 'fill-opacity', 'stroke', 'stroke-width', 'stroke-dasharray', 'stroke-opacity', 'opacity', 'font-family', 'font-size', 'font-weight', 'text-anchor', 'dominant-baseline', 'visibility', 'display'];

/**
 * The board's SVG as a file of its own: the drawing on screen, each element's computed look
 * written on it, since a file has no stylesheet.
 * @param {SVGSVGElement} svg
 */
export function standaloneSvg(svg) {
  const copy = /** @type {SVGSVGElement} */ (svg.cloneNode(true));
  const from = [svg, ...svg.querySelectorAll('*')];
  const to = [copy, ...copy.querySelectorAll('*')];
  from.forEach((el, i) => {
    const style = getComputedStyle(el);
    to[i].setAttribute('style', LOOK.map((p) => `${p}:${style.getPropertyValue(p)}`).join(';'));
  });
  const box = svg.getBoundingClientRect();
  copy.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  copy.setAttribute('width', String(Math.round(box.width)));
  copy.setAttribute('height', String(Math.round(box.height)));
  return new XMLSerializer().serializeToString(copy);
}

/** The SVG drawn on a canvas at twice its size, as PNG bytes in base64. */
function pngOf(text, width, height) {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => {
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [width * 2, height * 2];
      const g = /** @type {CanvasRenderingContext2D} */ (canvas.getContext('2d'));
      g.drawImage(img, 0, 0, canvas.width, canvas.height);
      resolve(canvas.toDataURL('image/png').split(',')[1]);
    };
    img.onerror = () => reject(new Error('the board could not be drawn'));
    img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(text);
  });
}

/**
 * Saves the board `svg` as a picture the player picks a place for: SVG as drawn, or PNG.
 * @param {SVGSVGElement} svg
 * @param {'svg' | 'png'} format
 */
export async function saveBoardPicture(svg, format) {
  try {
    const text = standaloneSvg(svg);
    const box = svg.getBoundingClientRect();
    const data = format === 'png' ? await pngOf(text, Math.round(box.width), Math.round(box.height)) : text;
    const path = await api.savePicture(t(format === 'png' ? 'files.picturePng' : 'files.pictureSvg'), format, data);
    if (path) toast(t('files.savedAt', { path }), 4000);
  } catch (err) {
    toast(errorText(err));
  }
}

/**
 * The export dialog of game `gameId` on `screen`: its record as text to copy, saved as a file,
 * or the board as a picture.
 * @param {string} gameId
 * @param {HTMLElement} screen
 */
export async function exportDialog(gameId, screen) {
  try {
    const record = await api.exportGame(gameId);
    const board = /** @type {SVGSVGElement} */ (screen.querySelector('[data-testid="board-wrap"] svg'));
    textDialog('export', t('exportGame'), t('exportNote'), record, [
      { label: t('files.saveFile'), testid: 'export-file', action: () => saveRecordFile(gameId) },
      { label: t('files.pictureSvg'), testid: 'export-svg', action: () => saveBoardPicture(board, 'svg') },
      { label: t('files.picturePng'), testid: 'export-png', action: () => saveBoardPicture(board, 'png') },
    ]);
  } catch (err) {
    toast(errorText(err));
  }
}
