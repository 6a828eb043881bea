"""The Things Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, Move, Option
from tabletop.engine.words import Text, Words, joined, say

from . import bot_choice, flow, information, moves, state as st, strategy
from .effects import effects as effects_of
from .refusal import explain as explain_clicks, refusal as refusal_of
from .view import prompt_reason as reason_of, result as result_of, view as view_of

# Moves whose outcome the mover knows in every world (they start or shape an offer or an attack).
UNDOABLE = frozenset({"talk", "back", "want", "offer", "offer_many", "attack", "force"})


class TheThings(Game):
    """The Things (Kevan Davis): a hidden Thing spreads through trades; Humans test, attack and call for rescue."""

    id = "the_things"
    title = say("the_things.title")
    tagline = say("the_things.tagline")
    min_players = 3
    max_players = 10
    default_players = 5
    seat_names = tuple(f"Player {n}" for n in range(1, 11))
    # A computer seat at random would declare at once and end every game in a few moves.
    bot_skips = ("rescue", "escape")
    phases = ("action", "search", "talk", "combat", "refill")  # as views report them (view.VIEW_PHASES)
    roles_change_hands = True  # teams follow the hands: bench/bots.py measures a seat by the role it ended with
    search_tuning = {"normal": {"iterations": 60}, "strong": {"seconds": 0.6}}
    options = tuple(Option.switch("the_things", name) for name in (
        "o1_catan_talk", "declaration_round", "h1_search_instead", "h2_two_decks", "h3_more_things",
        "h4_face_up_search", "h5_faces_are_numbers"))

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """Deal: 5N-1 black cards and Q♥, five each; the rest is the draw pile."""
        self.check_player_count(players)
        return st.new_state(players, self.normalise_options(options), seed)

    def to_move(self, state: st.State) -> tuple:
        """The one seat whose prompt is pending."""
        return moves.to_move(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
        return moves.legal_moves(state, seat)

    def check_shape(self, move: Move) -> None:
        moves.check_shape(move)

    def refusal(self, state: st.State, seat: int, move: Move) -> Words:
        return refusal_of(state, seat, move)

    def explain(self, state: st.State, seat: int, targets) -> Words:
        """Why the clicked places make no legal move (the rule that keeps a card in the hand)."""
        return explain_clicks(state, seat, targets)

    def perform(self, state: st.State, seat: int, move: Move) -> st.State:
        return flow.perform(state, seat, move)

    def view(self, state: st.State, seat: int | None) -> dict:
        return view_of(state, seat)

    def prompt_reason(self, state: st.State, seat: int, names=None) -> Text:
        """Why `seat` is being asked now, in public words, for the curtain ("Player 2 offers a 4 for
        a 6: volunteer or decline"); `names` maps a seat to the person's name."""
        return reason_of(state, seat, names)

    def is_over(self, state: st.State) -> bool:
        return state.phase == st.OVER

    def result(self, state: st.State) -> dict:
        return result_of(state)

    def played_label(self, before, seat: int, move: Move, after) -> Text:
        """The public sentences the move added to the log; a move that added none (a pass in a fight, a review
        done) as the mover's own words, named: nobody reads a bare "Done" as somebody's."""
        if after.last:
            return joined(*after.last)
        return say("the_things.log.own_move", seat=st.who(seat), move=move.label or str(move))

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def can_undo(self, before, seat: int, move: Move, after) -> bool:
        """Offers and the choice of a target may be taken back; every draw, trade and card played not."""
        return move.kind in UNDOABLE

    def private_decision(self, state: st.State, seat: int) -> bool:
        """Every prompt but the pick of a volunteer shows the hand and offers the declaration of the
        seat's own role, so it needs a curtain; the pick is made in public."""
        return moves.private(state)

    def warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """Ask before ending the game by a declaration."""
        if move.kind in ("rescue", "escape"):
            return say("the_things.warning_declare")
        return None

    def determinize(self, state: st.State, seat, rng) -> st.State:
        return information.determinize(state, seat, rng)

    def returns(self, state: st.State) -> tuple[float, ...]:
        return information.returns(state)

    def estimate(self, state: st.State) -> tuple[float, ...]:
        return strategy.estimate(state)

    def bot_choice(self, state: st.State, seat: int, level: str, rng):
        return bot_choice.choose(state, seat, rng, level)

    def secrets(self, state: st.State, seat: int) -> set[int]:
        return information.secrets(state, seat)

    def conserved(self, state: st.State) -> dict:
        return information.conserved(state)

    def player_count(self, state: st.State) -> int:
        return state.players


GAME = TheThings()
