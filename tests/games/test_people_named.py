"""Every sentence that names a seat acting or owning something names it as a `Person`, so a table that
knows the names reads "Zephyr2 to play", never "Black to play".

Seeded computer playouts of every game, at its smallest and largest table; at a few positions each, every
sentence a player reads (the views' words for every seat and the public, the acting seats' move labels,
their warnings, the refusal a waiting seat gets, the curtain's reason) and, once, the log and the result
are worded in English and Japanese with a typed name for every seat. None of them may then still say a
seat's own words ("Red", "South", "Player 3", "赤", "南"), nor the words a game gives a seat in its
messages (a Dice Challenge seat's colour, "Red"), except:

- right after that seat's person, in brackets ("Zephyr0 (Red)", "Zephyr0（赤）");
- a message that is only a seat's or a partnership's name (a label the table puts beside the person);
- the parameters listed in KEPT, where the words name a colour or a side as a thing, not a person.
"""

from __future__ import annotations

import re
from fnmatch import fnmatchcase
from typing import Any, Iterator

import pytest

from tabletop import games
from tabletop.engine.game import GameError, seat_words
from tabletop.engine.match import Match, Player
from tabletop.engine.words import Person, Words
from tabletop.words import say, text

NAMES = tuple(f"Zephyr{n}" for n in range(10))
LANGS = ("en", "ja")
SEEDS = (1, 2)
SAMPLES = 10  # positions looked at per match (besides the whole log and the result)
MOVES_LOOKED_AT = 6  # per acting seat and position: the warnings of this many of its legal moves
LIMIT = 4000  # moves at most per playout
MASK = "·"

# (message key, parameter) -> why that parameter may say a colour or a side: it names a thing, not a person.
KEPT = {
    ("army_ants.explain.not_yours", "enemy"): "the colour of the card clicked, as the board shows it",
    ("army_ants.explain.not_yours", "own"): "the colour of the cards the person commands",
    ("dice_challenge.seat_colours", "colours"): "the colours a player owns, beside the person",
    ("dice_challenge.both", "*"): "two colours (of one player, or two chips to choose between)",
    ("dice_challenge.pair", "*"): "two colours as a label",
    ("dice_challenge.log.takes", "colour"): "the colour taken",
    ("dice_challenge.outcome.*", "colour*"): "the colour whose marker moves or whose chip is placed",
    ("dice_challenge.outcome.taken", "holder"): "the colour of the chip already on the square",
    ("dice_challenge.preview.either", "*"): "the two chips to click",
    ("dice_challenge.bonus.*", "colour*"): "colours are ranked for the end bonuses",
    ("dice_challenge.bonus.*", "second"): "colours are ranked for the end bonuses",
    ("dice_challenge.explain.*", "colour"): "the colour clicked",
    ("dice_challenge.why.*", "colour"): "the colour chosen",
    ("finesse.event.hand", "first"): "a partnership's name on its score of the hand, as on the score sheet",
    ("finesse.event.hand", "second"): "a partnership's name on its score of the hand, as on the score sheet",
}
# Messages that are only a name, in a view: labels the table shows beside the person or the partnership.
VIEW_LABELS = ("seat.*", "finesse.side.*")
# ... and in a result, where a cell or a column that names a player is the person: names of things only.


def kept(key: str, param: str) -> bool:
    return any(fnmatchcase(key, k) and fnmatchcase(param, p) for k, p in KEPT)


def masked(value: Any) -> Any:
    """`value` with every KEPT parameter replaced by a mark, all the way down."""
    if isinstance(value, Words):
        params = tuple((name, MASK if kept(value.key, name) else masked(item)) for name, item in value.params)
        return Words(value.key, params)
    if isinstance(value, (tuple, list)):
        return tuple(masked(item) for item in value)
    return value


def people_in(value: Any) -> Iterator[Person]:
    """Every Person named anywhere in a message."""
    if isinstance(value, Person):
        yield value
    elif isinstance(value, Words):
        for _, item in value.params:
            yield from people_in(item)
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from people_in(item)


def words_in(value: Any, where: str) -> Iterator[tuple[str, Words]]:
    """Every message held in a view or a result (not the parts of a message: those are read with it)."""
    if isinstance(value, Words):
        yield where, value
    elif isinstance(value, dict):
        for key, item in value.items():
            yield from words_in(item, f"{where}/{key}")
    elif isinstance(value, (list, tuple)):
        for i, item in enumerate(value):
            yield from words_in(item, f"{where}/{i}")


def named(person: Person) -> str:
    return NAMES[person.seat]


class Reader:
    """Gathers a match's sentences, then reads them with names and reports the seats' own words left in them."""

    def __init__(self, game, players: int):
        self.game, self.players = game, players
        self.own = {lang: {s: {text(game.seat_words(s), lang)} for s in range(players)} for lang in LANGS}
        self.messages: list[tuple[str, Words | str]] = []

    def read(self, where: str, message: Any, labels: tuple[str, ...] = ()) -> None:
        if isinstance(message, Words) and any(fnmatchcase(message.key, label) for label in labels):
            return
        if isinstance(message, (Words, str)):
            self.messages.append((where, message))
            for person in people_in(message):  # the words the game gives a seat in its messages
                for lang in LANGS:
                    self.own[lang].setdefault(person.seat, set()).add(text(person.words, lang))

    def strays(self) -> dict[tuple[str, str], str]:
        """(message key, seat's words) -> where and how a sentence still says them."""
        found: dict[tuple[str, str], str] = {}
        for where, message in self.messages:
            for lang in LANGS:
                said = text(masked(message), lang, named)
                for stray in self.strays_in(said, lang):
                    found.setdefault((self.culprit(message, stray, lang), stray), f"{where} [{lang}]: {said}")
        return found

    def culprit(self, message: Words | str, word: str, lang: str) -> str:
        """The key of the innermost message whose own words say `word`."""
        if not isinstance(message, Words):
            return "(plain words)"
        for name, item in message.params:
            for part in item if isinstance(item, tuple) else (item,):
                if isinstance(part, Words) and word in self.strays_in(text(masked(part), lang, named), lang):
                    name_only = part.key.startswith("seat.") or part.key.startswith("finesse.side.")
                    return f"{message.key} ({name})" if name_only else self.culprit(part, word, lang)
        return message.key

    def strays_in(self, said: str, lang: str) -> list[str]:
        """The seats' own words that stand alone in `said`."""
        for seat, words in self.own[lang].items():
            for word in words:  # "Zephyr0 (Red)": the person, with the seat's colour to help the reader
                for beside in (f"{NAMES[seat]} ({word})", f"{NAMES[seat]}（{word}）"):
                    said = said.replace(beside, NAMES[seat])
        every = sorted({w for words in self.own[lang].values() for w in words if w}, key=len, reverse=True)
        found = []
        for word in every:  # longest first: 青緑 (teal) is not 青 (blue), "Player 10" is not "Player 1"
            pattern = re.escape(word) if lang == "ja" else rf"(?<![\w]){re.escape(word)}(?![\w])"
            if re.search(pattern, said):
                found.append(word)
                said = re.sub(pattern, MASK, said)
        return found


def positions(match: Match) -> list[int]:
    """Indexes of the states looked at: spread over the match, first and last included."""
    last = len(match.states) - 1
    return sorted({round(i * last / (SAMPLES - 1)) for i in range(SAMPLES)})


def read_position(reader: Reader, game, state, players: int) -> None:
    for seat in [None, *range(players)]:
        for where, words in words_in(game.view(state, seat), f"view({seat})"):
            reader.read(where, words, VIEW_LABELS)
    if game.is_over(state):
        return
    acting = tuple(game.to_move(state))
    prompt = game.table.prompt_reason
    for seat in acting:
        moves = game.legal_moves(state, seat)
        for move in moves:
            reader.read(f"move of {seat}", move.label)
        step = max(1, len(moves) // MOVES_LOOKED_AT)
        for move in moves[::step][:MOVES_LOOKED_AT]:
            reader.read(f"warning for {seat}", game.table.warning(state, seat, move))
            reader.read(f"beginner warning for {seat}", game.table.beginner_warning(state, seat, move))
        if prompt:
            reader.read(f"curtain of {seat}", prompt(state, seat))
        waiting = [s for s in range(players) if s not in acting]
        if moves and waiting:
            try:
                game.apply(state, waiting[0], moves[0])
            except GameError as refused:
                reader.read(f"refusal to {waiting[0]}", refused.reason)
            if moves[0].targets:
                reader.read(f"explain to {waiting[0]}", game.table.explain(state, waiting[0], moves[0].targets[0]))


def cases():
    for game_id in games.ids():
        game = games.get(game_id)
        for players in sorted({game.min_players, game.max_players}):
            for seed in SEEDS:
                yield pytest.param(game_id, players, seed, id=f"{game_id}-{players}p-seed{seed}")


@pytest.mark.slow
@pytest.mark.parametrize("game_id, players, seed", list(cases()))
def test_every_seat_named_in_a_sentence_is_a_person(game_id, players, seed):
    game = games.get(game_id)
    match = Match.start(game_id, [Player(NAMES[s], "computer") for s in range(players)],
                        game.options_for(players), seed)
    match.play_computers(LIMIT)
    assert match.is_over()
    reader = Reader(game, players)
    for played in match.history:
        reader.read("log", played.move.label)
    for index in positions(match):
        read_position(reader, game, match.states[index], players)
    if match.is_over():
        for where, words in words_in(game.result(match.state), "result"):
            reader.read(where, words, games.get(game_id).facts.result_labels)
    assert any(name in text(words, "en", named) for _, words in reader.messages for name in NAMES)  # names read
    found = reader.strays()
    stray = "\n".join(f"{key}: '{word}' in {example}" for (key, word), example in sorted(found.items()))
    assert not found, f"seats named by their own words where the person is known:\n{stray}"


def test_the_check_finds_a_seat_s_words_but_not_the_person_or_the_seat_beside_the_person():
    reader = Reader(games.get("backgammon"), 2)
    black = Person(1, seat_words("Black"))
    reader.read("plain", say("backgammon.status.play", who=seat_words("Black"), dice="6-5"))
    reader.read("person", say("backgammon.status.play", who=black, dice="6-5"))
    reader.read("beside", say("synchrogammon.seat_colour", seat=black, team=seat_words("Black")))  # Zephyr1 (Black)
    reader.read("label", seat_words("White"), VIEW_LABELS)
    assert set(reader.strays()) == {("backgammon.status.play (who)", "Black"), ("backgammon.status.play (who)", "黒")}
