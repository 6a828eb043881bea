"""Mutated save files for the fuzz test and bench/fuzz_saves.py: real saves of every game, broken in
the ways hand edits, bad copies and hostile files break them."""

from __future__ import annotations

import random
import re

import yaml

from tabletop import games
from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.engine.saves import match_to_dict, save_text

NASTY = [
    "9" * 4301, "-1", "0", "1e308", ".nan", ".inf", "1.0", "true", "null", "~", '""', "[]", "{}",
    '"\\0"', '"\\x1b[2J"', '"\\u200b"', '"\\u202e"', "x" * 5000, '!!float "x"', "!!bool maybe",
    "&a [1]", "*a", "[" * 2000, "{a: " * 500, "!!python/object/apply:os.system [ls]", "0x7fffffffffffffffff",
    "1:30", "2026-11-23", "- - - -", "'''", "|\n  block", "? [a]\n: 1",
]
_SCALAR = re.compile(r"(?<=: )[^\n]+|(?<=- )[^\n:]+$", re.MULTILINE)


def real_saves(moves: int = 40, seed: int = 1, block: bool = False) -> dict[str, str]:
    """One save's text per game (and player count extreme), after a seeded computer playout; `block`
    writes it as earlier versions did (YAML block style, a few lines per move)."""
    texts = {}
    for game_id in games.ids():
        game = games.get(game_id)
        for count in sorted({game.min_players, game.max_players}):
            players = [Player(f"P{i}", COMPUTER) for i in range(count)]
            match = Match.start(game_id, players, game.options_for(count), seed)
            match.play_computers(moves)
            texts[f"{game_id}-{count}"] = (yaml.dump(match_to_dict(match), sort_keys=False, allow_unicode=True)
                                           if block else save_text(match))
    return texts


def mutate(text: str, rng: random.Random) -> bytes:
    """One to three stacked mutations of a save's text."""
    data = text
    for _ in range(rng.choice((1, 1, 1, 2, 3))):
        data = rng.choice(_TEXT_MUTATIONS)(data, rng)
    raw = data.encode("utf-8", "surrogatepass")
    if rng.random() < 0.15:
        raw = _byte_mutation(raw, rng)
    return raw


def _replace_scalar(text: str, rng: random.Random) -> str:
    spots = list(_SCALAR.finditer(text))
    if not spots:
        return text
    spot = rng.choice(spots)
    return text[:spot.start()] + rng.choice(NASTY) + text[spot.end():]


def _nudge_number(text: str, rng: random.Random) -> str:
    numbers = list(re.finditer(r"(?<![\w.])\d{1,30}(?![\w.])", text))
    if not numbers:
        return text
    spot = rng.choice(numbers)
    value = int(spot.group()) + rng.choice((-1, 1, 2, 7, -100, 10 ** rng.randint(2, 30)))
    return text[:spot.start()] + str(value) + text[spot.end():]


def _lines(text: str, rng: random.Random) -> str:
    lines = text.split("\n")
    i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
    action = rng.choice(("delete", "duplicate", "swap", "indent", "extra field"))
    if action == "delete":
        del lines[i]
    elif action == "duplicate":
        lines.insert(j, lines[i])
    elif action == "swap":
        lines[i], lines[j] = lines[j], lines[i]
    elif action == "indent":
        lines[i] = " " * rng.choice((1, 2, 4)) + lines[i]
    else:
        indent = len(lines[i]) - len(lines[i].lstrip(" -"))
        lines.insert(i + 1, " " * indent + f"{rng.choice(('note', 'label', 'text', 'kind', 'seat'))}: "
                     + rng.choice(NASTY + ["White resigns"]))
    return "\n".join(lines)


def _span(text: str, rng: random.Random) -> str:
    if not text:
        return text
    a = rng.randrange(len(text))
    b = min(len(text), a + rng.choice((1, 3, 10, 100, 1000)))
    action = rng.choice(("delete", "copy", "truncate"))
    if action == "delete":
        return text[:a] + text[b:]
    if action == "copy":
        c = rng.randrange(len(text))
        return text[:c] + text[a:b] + text[c:]
    return text[:a]


def _characters(text: str, rng: random.Random) -> str:
    if not text:
        return text
    a = rng.randrange(len(text))
    odd = rng.choice(("\x00", "\u200b", "\u202e", "\ufeff", "\t", "\r", "#", ":", "'", '"', "&", "*", "!",
                      "\x1b", "é", "日", "\U0001F600", "\ud800"))
    return text[:a] + odd + text[a + rng.choice((0, 1)):]


def _byte_mutation(raw: bytes, rng: random.Random) -> bytes:
    if not raw:
        return raw
    a = rng.randrange(len(raw))
    return raw[:a] + bytes([rng.randrange(256)]) + raw[a + 1:]


_TEXT_MUTATIONS = (_replace_scalar, _replace_scalar, _nudge_number, _nudge_number, _lines, _lines, _span,
                   _characters)
