#!/usr/bin/env python3
"""Draws the app icon's source image: the 双 seal, 1024 x 1024, as an SVG of plain paths.

The character is the outline of 双 in the UI's own bundled font (Noto Serif SC Bold, SIL OFL,
ui/fonts/), so the SVG needs no font to render and renders the same everywhere. `make icons`
runs this, then `tauri icon` turns the SVG into every platform's icons.

Needs fontTools with brotli (for the WOFF2 font): pip install fonttools brotli
"""

import sys
from pathlib import Path

from fontTools.pens.boundsPen import BoundsPen
from fontTools.pens.svgPathPen import SVGPathPen
from fontTools.pens.transformPen import TransformPen
from fontTools.ttLib import TTFont

SIZE = 1024
SEAL = (56, 56, 912, 912)  # x, y, width, height of the red seal
SEAL_RADIUS = 132
FRAME_INSET = 58  # the ivory frame line inside the seal's edge
FRAME_WIDTH = 24
FRAME_RADIUS = 84
GLYPH_BOX = 600  # the character fits a square this big, centred
RED = "#b5412b"  # the UI's accent colour (ui/css/app.css --accent)
IVORY = "#fbf1da"  # the UI's ivory (--ivory)


def glyph_path(font_file: Path, char: str) -> str:
    font = TTFont(font_file)
    name = font.getBestCmap()[ord(char)]
    glyphs = font.getGlyphSet()
    bounds = BoundsPen(glyphs)
    glyphs[name].draw(bounds)
    x0, y0, x1, y1 = bounds.bounds
    scale = GLYPH_BOX / max(x1 - x0, y1 - y0)
    # Font units are y-up; the SVG is y-down: flip, scale and centre on the canvas.
    dx = SIZE / 2 - (x0 + x1) / 2 * scale
    dy = SIZE / 2 + (y0 + y1) / 2 * scale
    pen = SVGPathPen(glyphs, ntos=lambda v: f"{v:.1f}".rstrip("0").rstrip("."))
    glyphs[name].draw(TransformPen(pen, (scale, 0, 0, -scale, dx, dy)))
    return pen.getCommands()


def seal_svg(path_data: str) -> str:
    x, y, w, h = SEAL
    fx, fy = x + FRAME_INSET, y + FRAME_INSET
    fw, fh = w - 2 * FRAME_INSET, h - 2 * FRAME_INSET
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{SIZE}" height="{SIZE}" '
        f'viewBox="0 0 {SIZE} {SIZE}">\n'
        f"  <!-- The 双 seal: made by scripts/seal-icon.py from ui/fonts/"
        f"noto-serif-sc-subset-700.woff2 (SIL OFL) -->\n"
        f'  <rect x="{x}" y="{y}" width="{w}" height="{h}" rx="{SEAL_RADIUS}" fill="{RED}"/>\n'
        f'  <rect x="{fx}" y="{fy}" width="{fw}" height="{fh}" rx="{FRAME_RADIUS}" fill="none" '
        f'stroke="{IVORY}" stroke-width="{FRAME_WIDTH}"/>\n'
        f'  <path fill="{IVORY}" d="{path_data}"/>\n'
        "</svg>\n"
    )


def main() -> None:
    repo = Path(__file__).resolve().parent.parent
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else repo / "src-tauri/icons/seal.svg"
    font = repo / "ui/fonts/noto-serif-sc-subset-700.woff2"
    out.write_text(seal_svg(glyph_path(font, "双")))
    print(f"seal-icon: wrote {out}")


if __name__ == "__main__":
    main()
