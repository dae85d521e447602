// The move's sound, by theme (settings `sound`, settings.rs `SoundTheme`): a click synthesised
// with Web Audio (no sound files), or nothing for `silent`.

/** Each theme's click: the waveform, its pitch falling from `from` to `to` Hz, in `secs`. */
const THEMES = {
  wood: { type: 'triangle', from: 660, to: 220, secs: 0.1, gain: 0.25 },
  stone: { type: 'sine', from: 1800, to: 1100, secs: 0.06, gain: 0.3 },
};

/** The themes that make a sound (the settings offer these and `silent`: settings.rs `CHOICES`). */
export const SOUNDING_THEMES = Object.keys(THEMES);

let audio = null;

/**
 * Plays the click of `theme`; silent (or no audio device) plays nothing.
 * @param {string} theme
 */
export function playMoveSound(theme) {
  const c = THEMES[theme];
  if (!c) return;
  try {
    audio = audio || new (window.AudioContext || /** @type {any} */ (window).webkitAudioContext)();
    const o = audio.createOscillator();
    const g = audio.createGain();
    o.type = c.type;
    o.frequency.setValueAtTime(c.from, audio.currentTime);
    o.frequency.exponentialRampToValueAtTime(c.to, audio.currentTime + c.secs * 0.8);
    g.gain.setValueAtTime(c.gain, audio.currentTime);
    g.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + c.secs);
    o.connect(g).connect(audio.destination);
    o.start();
    o.stop(audio.currentTime + c.secs + 0.01);
  } catch (e) {
    // No audio device: moves stay silent.
  }
}
