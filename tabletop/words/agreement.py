"""English sentences that name a lesson's learner as "You": the verb and the possessive agreeing with it.

The engines word every seat in the third person ("White wins 1 point", "White's checkers"); a lesson's
match names its learner's seat "You", and English then wants "You win 1 point", "Your checkers". The
words layer applies this to every message in which a seat is read as "You", whatever the game, and the
table to sentences it names by editing text (a numbered game's "Player 1"). Japanese needs nothing: its
verbs do not agree with the person.
"""

from __future__ import annotations

import re

LEARNER = "You"  # not for players: how a lesson names the learner's seat in English (the entry lesson.you)

_YOU_VERB = re.compile(r"\bYou('s|\s+[a-z]+)\b")
_YOU_CLAUSE = re.compile(r"\bYou [a-z][^.;:!?()]*")  # a clause whose subject is the learner
_SECOND_VERB = re.compile(r"\b(and|or) ((?:[a-z]+-)?)([a-z]+)\b")  # "… and blood-tests", "… or passes"
_YOU_INSIDE = re.compile(r"(?<=[a-z,] )You\b")  # "trades with you", not "trades with You"
_IRREGULAR = {"has": "have", "is": "are", "was": "were", "does": "do"}


def is_learner(name: str) -> bool:
    """Whether a seat read as `name` is a lesson's learner, whose verbs take the plain form."""
    return name.casefold() == LEARNER.casefold()


def verb(name: str, verb_s: str) -> str:
    """`verb_s` ('takes', 'wins') as it goes after `name`: after a lesson's learner, "You", 'take'."""
    return plain_verb(verb_s) if is_learner(name) else verb_s


def agreeing(words: str, lang: str) -> str:
    """An English sentence in which a seat was read as "You", its verbs and possessive agreeing: "You takes"
    as "You take", "You's turn" as "Your turn", "passes and draws" after "You" as "pass and draw". Other
    sentences, and every sentence in another language, are returned as they are."""
    if lang != "en" or LEARNER not in words:
        return words
    words = _YOU_VERB.sub(lambda m: "Your" if m.group(1) == "'s" else "You " + plain_verb(m.group(1).split()[0]),
                          words)
    words = _YOU_CLAUSE.sub(lambda m: _SECOND_VERB.sub(
        lambda v: f"{v.group(1)} {v.group(2)}{plain_verb(v.group(3))}", m.group(0)), words)
    return _YOU_INSIDE.sub("you", words)


def plain_verb(verb_s: str) -> str:
    """The plain form of a verb in its '-s' form: takes → take, passes → pass, has → have."""
    if verb_s in _IRREGULAR:
        return _IRREGULAR[verb_s]
    if verb_s.endswith(("sses", "shes", "ches", "xes", "zes")):
        return verb_s[:-2]
    if verb_s.endswith("ies") and len(verb_s) > 4:
        return verb_s[:-3] + "y"
    if verb_s.endswith("s") and not verb_s.endswith("ss"):
        return verb_s[:-1]
    return verb_s
