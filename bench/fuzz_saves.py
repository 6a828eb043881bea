"""Mutated saves of every game through read_save: how many load, how many are refused, anything else.

    python bench/fuzz_saves.py [--mutations 50000] [--seed 1] [--draw] [--block]

Prints the outcome counts, the slowest read, and every outcome that is neither a valid match nor
SaveError (there should be none). With --draw, every match that loads is also drawn once.
"""

from __future__ import annotations

import argparse
import collections
import os
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests"))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from save_mutations import mutate, real_saves  # noqa: E402
from tabletop.engine.saves import SaveError, read_save  # noqa: E402
from tabletop import words  # noqa: E402,F401  (the refusals counted below are read in English)


def kind_of(message: str) -> str:
    """A short class for a refusal, to count them."""
    for words in ("not readable YAML", "control character", "anchors or aliases", "YAML tag", "nested more",
                  "too long or oddly", "repeats the key", "not UTF-8", "cannot be replayed", "cut short",
                  "wrong kind of value", "not a Tabletop save", "incomplete", "cannot start", "damaged",
                  "does not know", "newer"):
        if words in message:
            return words
    return "other refusal"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--mutations", type=int, default=50_000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--draw", action="store_true")
    parser.add_argument("--block", action="store_true", help="start from saves written as earlier versions did")
    args = parser.parse_args()
    bases = list(real_saves(block=args.block).values())
    rng = random.Random(args.seed)
    counts: collections.Counter[str] = collections.Counter()
    others, slowest = [], (0.0, "")
    window = _window() if args.draw else None
    start = time.perf_counter()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "mutated.yaml"
        for n in range(args.mutations):
            path.write_bytes(mutate(rng.choice(bases), rng))
            began = time.perf_counter()
            try:
                match = read_save(path)
                counts["loaded: a valid match"] += 1
                if window is not None:
                    _draw(window, match)
            except SaveError as exc:
                counts[f"SaveError: {kind_of(str(exc))}"] += 1
            except Exception:  # noqa: BLE001 -- what this script looks for
                counts["OTHER"] += 1
                others.append(traceback.format_exc(limit=3))
            took = time.perf_counter() - began
            if took > slowest[0]:
                slowest = (took, path.read_bytes()[:80].decode("utf-8", "replace"))
    seconds = time.perf_counter() - start
    for outcome, times in counts.most_common():
        print(f"{outcome}: {times}")
    print(f"slowest read: {slowest[0] * 1000:.1f} ms")
    for text in others[:5]:
        print(text)
    print(f"mutations: {args.mutations}, other outcomes: {counts['OTHER']}, seconds: {seconds:.1f}")


def _window():
    from tabletop.ui.app import Context, open_window
    return Context(open_window((1000, 700)))


def _draw(ctx, match) -> None:
    from tabletop.ui.scenes.table import TableScene
    TableScene(ctx, match, autosave=False).draw(ctx.screen)


if __name__ == "__main__":
    main()
