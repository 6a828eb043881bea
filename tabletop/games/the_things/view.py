"""What each seat sees: its own hand, role and private notes; everybody the public table.

Hidden to the end: every hand (the dead's too), every role, searched cards, the
card seen in a blood test, the cards exchanged and a Thing's keep-or-show choice.
Public: the chosen action, announced ranks, volunteers, the forced partner, combat
cards, red cards shown on refill, deaths and counts.
"""

from __future__ import annotations

from tabletop.engine.game import Move
from tabletop.engine.words import Person, Text, Words, joined, say

from . import cards as cd, rules
from .flow import who
from .moves import to_move
from .state import (ACTION, ASIDE, ASK, ATTACK, CHOOSE, COMBAT, DECLARE, DEFENCE, FORCE, GIVE, GOT, HUMAN, KEEP, O1_GIVES,
                    O1_WANT, OFFER, OVER, PICK, REFILL, TAKE, State)

NOTES_SHOWN = 6
# The phase a view reports (the rules page F1 opens): every step of a Talk is the Talk, and so on.
VIEW_PHASES = {KEEP: "search", OFFER: "talk", O1_WANT: "talk", O1_GIVES: "talk", ASK: "talk", CHOOSE: "talk",
               GIVE: "talk", PICK: "talk", FORCE: "talk", ASIDE: "talk", TAKE: "talk", GOT: "talk", DECLARE: "refill"}
DISCARD_PILE = "piles/discard"  # the view path of the face-down discard pile: where cards leaving play go
REPORTED = ("action", "search", "talk", "combat", "refill")
# The colours names are painted in: red cards make a Thing and black ones a Human, so no name wears a colour
# that could be read as a side (the default palette paints Player 1 red).
SEAT_COLOURS = ("blue", "green", "purple", "teal", "brown", "slate", "olive", "sky", "ochre", "indigo")


def names(state: State) -> list[Person]:
    """The seat names in play."""
    return [who(s) for s in range(state.players)]


def sees_hand(state: State, viewer, seat: int) -> bool:
    """A hand is seen by its owner, and by everybody once the game is over."""
    return state.phase == OVER or viewer == seat


def role_words(role: str) -> Words:
    """'You are Human' / 'You are a Thing'."""
    return say(f"the_things.you_are.{role}")


def team_words(role: str) -> Words:
    """'Human' / 'Thing'."""
    return say(f"the_things.team.{role}")


def view(state: State, viewer: int | None) -> dict:
    """The table for `viewer` (None: the public)."""
    mine = viewer is not None and state.phase != OVER
    alike = _alike(state)
    return {
        "game": "the_things", "phase": alike["phase"], "step": state.phase,
        "viewer": viewer, "to_move": alike["to_move"],
        "seats": alike["seats"], "seat_colours": alike["seat_colours"], "active": state.active,
        "turn": state.turn,
        "status": alike["status"], "prompt": alike["prompt"], "result": alike["result"],
        # Another seat's row reads as the public's (its hand shows only once the game is over): shared.
        "players": [row if s != viewer else player_view(state, viewer, s) for s, row in enumerate(alike["players"])],
        "hand": hand_view(state, viewer), "role": role_words(state.role(viewer)) if mine and state.alive[viewer] else "",
        # The same role as an identifier ("human" / "thing"), for whatever picks a colour by it.
        "role_id": state.role(viewer) if mine and state.alive[viewer] else "",
        "notes": [text for s, text in state.notes if s == viewer][-NOTES_SHOWN:] if viewer is not None else [],
        "known": known_view(state, viewer),
        "piles": alike["piles"],
        "searched": [cd.face(state.pending.drawn, **discarded_to(state, viewer))]
        if state.phase == KEEP and viewer == state.active else [],
        "aside": [cd.face(state.pending.aside)] if state.phase == TAKE and viewer == state.pending.partner else [],
        "blind": alike["blind"],
        "got": [cd.face(got)] if (got := card_got(state, viewer)) is not None else [],
        "offer": alike["offer"], "combat": alike["combat"],
        # The ranks a Talk may ask for, as places to click (after the card offered).
        "want": alike["want"],
    }


_ALIKE_KEPT = 8  # positions whose public parts are kept: a table asks every seat's view of a few in turn
_alike_kept: dict[int, tuple[State, dict]] = {}


def _alike(state: State) -> dict:
    """The parts of the view every seat sees alike, made once a position: a table asks every seat's view of
    it in turn (the state is held with them, so its identity is not reused meanwhile; a view is never
    changed by its reader)."""
    kept = _alike_kept.get(id(state))
    if kept is not None and kept[0] is state:
        return kept[1]
    over = state.phase == OVER
    alike = {
        "phase": VIEW_PHASES.get(state.phase, state.phase), "to_move": list(to_move(state)), "seats": names(state),
        "seat_colours": list(SEAT_COLOURS[:state.players]), "status": status(state),
        "prompt": prompt_reason(state, to_move(state)[0]) if not over else "",
        "result": result(state) if over else None, "piles": piles_view(state),
        "players": [player_view(state, None, s) for s in range(state.players)],
        "blind": [{"hidden": True} for _ in range(len(state.hands[state.pending.partner]) - 1)]
        if state.phase == TAKE else [],
        "offer": offer_view(state), "combat": combat_view(state),
        "want": {str(r): {"label": cd.rank_word(r)} for r in range(1, 14)} if state.phase in (OFFER, O1_WANT) else {},
    }
    if len(_alike_kept) >= _ALIKE_KEPT:
        _alike_kept.clear()
    _alike_kept[id(state)] = (state, alike)
    return alike


def hand_view(state: State, viewer) -> list[dict]:
    """The viewer's own hand; on its refill review, the cards just drawn are marked `new`; a card just
    got in an exchange is marked `new: "received"`, with `from` the giver's seat (where it flies from)."""
    if viewer is None:
        return []
    fresh = set(state.pending.new) if state.phase == REFILL and viewer == to_move(state)[0] else set()
    new: bool | str = True
    came = {}
    if card_got(state, viewer) is not None:
        fresh, new = {card_got(state, viewer)}, "received"  # the card just got in an exchange
        came = {"from": f"seat/{state.pending.looks[0][2]}"}  # the giver's place at the table: it comes from there
    goes = discarded_to(state, viewer)
    return [cd.face(c, new=new, **goes, **came) if c in fresh else cd.face(c, **goes) for c in state.hands[viewer]]


def card_got(state: State, viewer) -> int | None:
    """The card the viewer got in an exchange, while they are the trader looking at it; else None."""
    looks = state.pending.looks if state.phase == GOT else ()
    return looks[0][1] if looks and looks[0][0] == viewer else None


def discarded_to(state: State, viewer) -> dict:
    """{"to": the face-down discard pile's view path} for the cards the viewer holds while it keeps or
    discards a searched card (the one of them that goes leaves for that pile, unseen); else {}."""
    if state.phase == KEEP and viewer == state.active and not state.option("h4_face_up_search"):
        return {"to": DISCARD_PILE}
    return {}


def player_view(state: State, viewer, seat: int) -> dict:
    """One seat round the table: name, alive or dead, cards held, what the public saw of it."""
    c = state.pending.combat
    shown = sees_hand(state, viewer, seat)
    return {
        "seat": seat, "name": who(seat), "alive": state.alive[seat], "count": len(state.hands[seat]),
        "active": seat == state.active and state.phase != OVER, "asked": seat in to_move(state),
        "exposed": state.exposed[seat], "me": seat == viewer,
        "side": ("attack" if c.side[seat] == ATTACK else "defence" if c.side[seat] == DEFENCE else "")
        if c is not None else "",
        "role": team_words(state.role(seat)) if state.phase == OVER else "",
        "role_id": state.role(seat) if state.phase == OVER else "",
        "cards": [cd.face(x) for x in state.hands[seat]] if shown and state.phase == OVER else [],
    }


def known_view(state: State, viewer) -> list[dict]:
    """What `viewer` knows is in another hand now (a card it gave, a card it saw in a blood test)."""
    if viewer is None or state.phase == OVER:
        return []
    return [{"holder": h, "name": who(h), "card": cd.face(c)} for h, c in state.known[viewer]]


def piles_view(state: State) -> dict:
    """The face-down piles with their counts, and H4's face-up pile."""
    return {"draw": {"count": len(state.draw)}, "discard": {"count": len(state.discard)},
            "discard_up": [cd.face(c) for c in state.discard_up[-8:]], "up_count": len(state.discard_up)}


def offer_view(state: State) -> dict | None:
    """The Talk under way: the announced ranks, the volunteers, the partner."""
    p = state.pending
    if state.phase not in (ASK, CHOOSE, GIVE, PICK, FORCE, ASIDE, TAKE) or not p.want:
        return None
    return {"by": state.active, "gives": [cd.rank_word(r) for r in p.gives], "want": cd.rank_word(p.want),
            "volunteers": [v for v, _ in p.volunteers], "partner": p.partner,
            "asked": list(p.queue)}


def combat_view(state: State) -> dict | None:
    """The combat: each side's cards by player, with the running totals and face counts."""
    c = state.pending.combat
    if c is None:
        return None
    h5 = state.option("h5_faces_are_numbers")
    face_mode = rules.face_mode(c, h5)

    def side(which: int) -> dict:
        seats = [s for s in range(state.players) if c.side[s] == which]
        # After the fight every card played goes face down to the discard pile (T7): each says so.
        rows = [{"seat": s, "name": who(s), "cards": [cd.face(x, to=DISCARD_PILE) for x in c.played[s]],
                 "value": rules.group_value(c.played[s], h5)} for s in seats]
        return {"players": rows, "total": rules.side_total(c, which, h5), "faces": rules.side_faces(c, which)}

    return {"attacker": c.attacker, "target": c.target, "round": c.round,
            "round_side": "attack" if c.round_side() == ATTACK else "defence",
            "mode": "faces" if face_mode else "numbers", "attack": side(ATTACK), "defence": side(DEFENCE),
            "quiet": c.quiet}


def status(state: State) -> Words:
    """One public sentence about the game."""
    if state.phase == OVER:
        return result(state)["summary"]
    return say("the_things.status", turn=state.turn, seat=who(state.active),
               prompt=prompt_reason(state, to_move(state)[0]))


# The prompts whose words name only the active player, by phase.
ACTIVE_ONLY = {KEEP: "keep", OFFER: "offer", O1_WANT: "offer", O1_GIVES: "offer", CHOOSE: "choose", PICK: "pick",
               FORCE: "force"}
# The prompts whose words name only the asked player.
ASKED_ONLY = {ACTION: "action", REFILL: "refill", DECLARE: "declare", GOT: "got"}


def prompt_reason(state: State, seat: int, names_of=None) -> Text:
    """Why `seat` is asked now, from public facts only (the curtain shows it); `names_of` maps a seat
    to the name the table gives the person playing it."""
    def name(s: int) -> Person:
        return Person(s, names_of(s)) if names_of else who(s)
    p, phase = state.pending, state.phase
    if phase in ASKED_ONLY:
        return say(f"the_things.prompt.{ASKED_ONLY[phase]}", seat=name(seat))
    if phase in ACTIVE_ONLY:
        return say(f"the_things.prompt.{ACTIVE_ONLY[phase]}", active=name(state.active))
    if phase == GIVE:
        return say("the_things.prompt.give", active=name(state.active), seat=name(seat), rank=cd.rank_word(p.want))
    if phase == ASIDE:
        return say("the_things.prompt.aside", active=name(state.active), seat=name(seat))
    if phase == ASK:
        return say("the_things.prompt.ask", active=name(state.active), gives=cd.ranks_or(p.gives),
                   want=cd.a_rank(p.want))
    if phase == TAKE:
        return say("the_things.prompt.take", active=name(state.active), partner=name(p.partner))
    if phase == COMBAT:
        c = p.combat
        key = "the_things.prompt.combat_attack" if c.round_side() == ATTACK else "the_things.prompt.combat_defence"
        return say(key, attacker=name(c.attacker), target=name(c.target), round=c.round, seat=name(seat))
    return ""


def result(state: State) -> dict:
    """Winners (the winning team, the dead with it), roles revealed, and the story."""
    winners = [s for s in range(state.players) if state.role(s) == state.winner]
    seats = range(state.players)
    seat, how = state.ended_by if state.ended_by else (None, "")
    story = say(f"the_things.result.story.{how}", seat=who(seat)) if how else say("the_things.result.story.ended")
    roles = [say("the_things.result.role_alive" if state.alive[s] else "the_things.result.role_dead",
                 seat=who(s), role=team_words(state.role(s))) for s in seats]
    # The score beside each player is the role the game ended with (or died with): the story of the game.
    return {"winners": winners, "scores": {f"Player {s + 1}": team_words(state.role(s)) for s in seats},
            "ranking": winners + [s for s in seats if s not in winners],
            "summary": say(f"the_things.result.summary_{state.winner}", story=story), "roles": roles,
            "team": state.winner,
            # Per seat, the team it ended on: a game of hidden, changing teams measures its players by it.
            "role_of": ["Human" if state.role(s) == HUMAN else "Thing" for s in seats],  # not for players
            "breakdown": {"columns": [say(f"the_things.result.column.{name}")
                                      for name in ("player", "role", "at_end", "result")],
                          "rows": [[who(s), team_words(state.role(s)),
                                    say("the_things.result.alive" if state.alive[s] else "the_things.result.dead"),
                                    say("the_things.result.won" if s in winners else "the_things.result.lost")]
                                   for s in seats]}}


def played_label(before: State, seat: int, move: Move, after: State) -> Text:
    """The public sentences the move added to the log; a move that added none (a pass in a fight, a review
    done) as the mover's own words, named: nobody reads a bare "Done" as somebody's."""
    if after.last:
        return joined(*after.last)
    return say("the_things.log.own_move", seat=who(seat), move=move.label or str(move))
