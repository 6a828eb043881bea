"""How the table names the people at it: the name typed at setup, with the seat it plays.

The engines word everything by seat (Red, North, First...); the people typed
their own names. Whatever the table, the curtain and the results say about a
person comes from here:

- "Carol (Red)": a typed name, with in brackets what the seat plays on the
  board: its colour, its compass seat, or "Red + Green" for a Dice Challenge
  player with two colours (a game says so with its view's `roles`);
- "Ann & Bo (North–South)": the people of a team (a view's `teams`);
- the engine's own words for the seat ("Red", "Second (Red + Blue)") when no
  name was typed (the setup screen stores a blank name as the seat's name).

Engine sentences are never edited but for a name: a game with numbered seats reads its "Player 3" as
the person, and the curtain puts a person's name beside the seat's words ("Carol (Red) to play.").
"""

from __future__ import annotations

import re
from typing import Iterable, Sequence

from tabletop.engine.match import Match
from tabletop.words import Person, current, listed, say, text
from tabletop.words import agreement
from tabletop.words.wording import in_language, localized, numbered_seat, words as in_words


NAMING = ("seats", "roles", "teams")  # the view's keys that name the seats


class Seating:
    """The words for every seat of a match, read once from a view (the public view by default)."""

    def __init__(self, match: Match, view: dict | None = None):
        if view is None:  # the public view's seat names in the app's language: only what is read below
            public = match.view(None)
            view = localized({key: public[key] for key in NAMING if key in public})
        seats = range(len(match.players))
        self.seat_names = [in_words(match.game.seat_words(s)) for s in seats]
        self.labels = [_listed(view.get("seats"), s) or self.seat_names[s] for s in seats]
        self.roles = [_listed(view.get("roles"), s) or self.labels[s] for s in seats]
        self.names = [typed_name(match, s, (self.seat_names[s], self.labels[s], self.roles[s], match.game.seat_name(s)))
                      for s in seats]  # the last: a seat left nameless at setup is saved under its English name
        self.teams = [team for team in view.get("teams") or () if isinstance(team, dict)]
        # A game whose seats are only numbered ("Player 3") has nothing of its own to say about a seat,
        # so its sentences may name the people instead.
        self.numbered = all(match.game.seat_name(s) == f"Player {s + 1}" for s in seats)

    def reading(self, person: Person) -> str | None:
        """How a seat named in a message reads: the name typed for it, or None (the seat's own words)."""
        if 0 <= person.seat < len(self.names) and self.names[person.seat]:
            return self.names[person.seat]
        return None

    def said(self, words) -> str:
        """A message (or a finished string) in the app's language, every seat it names read as the
        person playing it where a name was typed."""
        return agreeing(self.with_names(text(words, people=self.reading) if words is not None else ""))

    def with_names(self, words: str) -> str:
        """An engine sentence of a game with numbered seats, its 'Player 3' read as the name typed for that
        seat ('Dana attacks Robin'); any other game's sentences as they are."""
        words = in_words(words)
        if not self.numbered:
            return words

        def named(found: re.Match) -> str:
            seat = int(found.group(1)) - 1
            return self.name(seat) if 0 <= seat < len(self.names) else found.group(0)
        return agreeing(numbered_seat().sub(named, words))

    def naming(self, words: str, seat: int) -> str:
        """An engine sentence about the seat to act, its last mention of the seat ("Black to play 6-4",
        after "White 4, Black 6. ...") read as the person: "Robin (Black) to play 6-4", or "Kenji (Green
        and Yellow): roll the dice." where the sentence already says in brackets what the seat plays.
        A game with numbered seats reads every 'Player 3' as the person (`with_names`)."""
        words = in_words(words)
        if self.numbered:
            return self.with_names(words)
        typed = self.names[seat] if 0 <= seat < len(self.names) else ""
        word = self.seat_names[seat] if typed else ""
        mentions = list(re.finditer(_mention(word), words)) if word else []
        if not mentions:
            return words
        at = mentions[-1]
        said = words.startswith((" (", "（"), at.end())  # the sentence already says what the seat plays
        person = typed if said else in_words(say("ui.person", name=typed, role=word))
        return words[:at.start()] + person + words[at.end():]

    def typed(self, seat: int) -> str:
        """The name typed for the seat, or '' when none was (a log line then needs no name of its own)."""
        return self.names[seat]

    def name(self, seat: int) -> str:
        """The typed name alone, or the seat's words ('Carol', 'Red'): for 'Click when Carol is ready'."""
        return self.names[seat] or self.labels[seat]

    def person(self, seat: int) -> str:
        """'Carol (Red)', or the seat's own words when no name was typed."""
        if not self.names[seat]:
            return self.labels[seat]
        if self.numbered and self.roles[seat] == self.seat_names[seat]:
            return self.names[seat]  # "Kenji", not "Kenji (Player 5)": the number tells nobody anything
        return in_words(say("ui.person", name=self.names[seat], role=self.roles[seat]))

    def people(self) -> list[str]:
        """`person` for every seat, in seat order."""
        return [self.person(seat) for seat in range(len(self.names))]

    def group(self, seats: Iterable[int]) -> str:
        """Several seats: a team as 'Ann & Bo (North–South)', others as 'Carol (Red) and Dee (Blue)'."""
        seats = list(seats)
        if len(seats) > 1 and self._team_of(seats) is not None and any(self.names[s] for s in seats):
            seats = self._in_spoken_order(seats)
            names = in_words(say("ui.team_join")).join(self.name(s) for s in seats)
            roles = in_words(say("ui.role_join")).join(self.roles[s] for s in seats)
            return in_words(say("ui.person", name=names, role=roles))
        return and_list([self.person(s) for s in seats])

    def for_words(self, words: str) -> str:
        """A score key or table cell that is exactly a seat's or a team's name ('Red', 'White') as the
        people behind it; any other words unchanged (sentences are never edited)."""
        shown = in_language(words)  # a view may keep a name in English where code compares it ('White')
        for seat in range(len(self.names)):
            if shown in (self.seat_names[seat], self.labels[seat]):
                return self.person(seat)
        for team in self.teams:
            if shown == in_language(str(team.get("name"))) and team.get("seats"):
                return self.group(team["seats"])
        return shown

    def _in_spoken_order(self, seats: list[int]) -> list[int]:
        """A team's seats in the order the language says their roles: seat order, but in Japanese 南北 and
        東西 (ui.role_order lists the roles in the order they are said)."""
        order = in_words(say("ui.role_order"))
        return sorted(seats, key=lambda s: order.find(self.roles[s]) if self.roles[s] in order else len(order))

    def _team_of(self, seats: Sequence[int]) -> dict | None:
        """The view's team made of exactly these seats, if any."""
        return next((t for t in self.teams if sorted(t.get("seats") or ()) == sorted(seats)), None)


def typed_name(match: Match, seat: int, seat_words: Sequence[str]) -> str:
    """The player's name, or '' when it only repeats the seat's own words (nobody typed one)."""
    name = match.players[seat].name.strip()
    if name.casefold() in {words.casefold() for words in seat_words}:
        return ""
    return name


def agreeing(words: str) -> str:
    """A sentence the table edited to name a lesson's learner ("Player 1" read as "You"), agreeing in the
    app's language (messages that name the learner agree as they are read: `tabletop.words.agreement`)."""
    return agreement.agreeing(words, current())


def and_list(words: Sequence[str]) -> str:
    """'Ann', 'Ann and Bo', 'Ann, Bo and Cy' (in Japanese 'Ann、Bo、Cy')."""
    return listed(list(words))


def _mention(word: str) -> str:
    """A seat's words standing alone in a sentence, not as a possessive ('Black', never "Black's"); words
    in a script without spaces stand anywhere."""
    if word[:1].isascii():
        return rf"\b{re.escape(word)}\b(?!['’]s)"
    return re.escape(word)


def _listed(values, seat: int) -> str:
    """The seat's entry of a per-seat list in a view, as text ('' when missing)."""
    if isinstance(values, (list, tuple)) and 0 <= seat < len(values) and values[seat] is not None:
        return in_words(values[seat])
    return ""
