#!/usr/bin/env python3
"""Regenerates the bundled CJK font subset (ui/fonts/noto-serif-sc-subset-{400,700}.woff2).

The subset holds printable ASCII and every character at or above U+2000 that a file under ui/
(.js, .html) or a data file whose texts the UI shows (engine/lessons/*.toml,
engine/rules/*.toml, engine/texts/*.toml, the registry's golden names and glyphs, the golden words.json with Twin
Cities' compact form's characters) contains: the rule the E2E
font-coverage test checks. The glyphs come from
npm's @fontsource/noto-serif-sc (SIL OFL, ui/fonts/OFL.txt), whose files each cover a slice of
Unicode; the slices that hold the characters are cut down and merged with PyPI's fonttools.

    pip install fonttools brotli
    npm pack @fontsource/noto-serif-sc@5.3.0 && tar xzf fontsource-noto-serif-sc-5.3.0.tgz
    python3 scripts/subset-font.py package/files
"""

import glob
import os
import sys
import tempfile

from fontTools import merge, subset
from fontTools.ttLib import TTFont

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
UI = os.path.join(ROOT, "ui")
DATA = [os.path.join(ROOT, "engine", folder) for folder in ("lessons", "rules", "texts")]
# The games' names, blurbs and piece glyphs: the engine registry's golden copy (written by
# `cargo test -p shuangcheng-engine --test registry`), as the E2E font-coverage test reads it.
REGISTRY = os.path.join(ROOT, "tests", "unit", "golden", "registry.json")
# The moves in words' sample actions and Twin Cities' compact form's characters (written by
# `cargo test -p shuangcheng-engine --test words`).
WORDS = os.path.join(ROOT, "tests", "unit", "golden", "words.json")


def wanted():
    chars = {c for c in range(0x20, 0x7F)}
    for folder, _, names in os.walk(UI):
        for name in names:
            if name.endswith((".js", ".html")):
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    chars |= {ord(ch) for ch in f.read() if ord(ch) >= 0x2000 and not ch.isspace()}
    for path in [p for d in DATA for p in glob.glob(os.path.join(d, "*.toml"))] + [REGISTRY, WORDS]:
        with open(path, encoding="utf-8") as f:
            chars |= {ord(ch) for ch in f.read() if ord(ch) >= 0x2000 and not ch.isspace()}
    return chars


def subset_weight(source_dir, weight, chars, out):
    files = sorted(glob.glob(os.path.join(source_dir, f"noto-serif-sc-*-{weight}-normal.woff2")))
    cover = {f: chars & set(TTFont(f).getBestCmap()) for f in files}
    need, parts = set(chars), []
    while need:
        best = max(cover, key=lambda f: len(cover[f] & need))
        share = cover[best] & need
        if not share:
            sys.exit(f"no source file has {''.join(map(chr, sorted(need)))}")
        parts.append((best, share))
        need -= share
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.notdef_outline = True
    with tempfile.TemporaryDirectory() as tmp:
        cut = []
        for i, (path, share) in enumerate(parts):
            font = TTFont(path)
            font.flavor = None
            sub = subset.Subsetter(options)
            sub.populate(unicodes=share)
            sub.subset(font)
            name = os.path.join(tmp, f"{i}.ttf")
            font.save(name)
            cut.append(name)
        font = merge.Merger().merge(cut) if len(cut) > 1 else TTFont(cut[0])
    font.flavor = "woff2"
    font.save(out)
    print(f"{out}: {len(chars)} characters from {len(parts)} file(s), {os.path.getsize(out)} bytes")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    chars = wanted()
    for weight in ("400", "700"):
        subset_weight(sys.argv[1], weight, chars, os.path.join(UI, "fonts", f"noto-serif-sc-subset-{weight}.woff2"))


if __name__ == "__main__":
    main()
