"""The Army Ants Game object: the contract calls, each delegating to a small module."""

from __future__ import annotations

from tabletop.engine.game import Game, Move, Option
from tabletop.engine.words import Words, say

from . import cautions, information, placing_help, state as st, strategy
from .board import OWNER, SEAT_NAMES
from .effects import effects as effects_of
from .explain import explain as explain_targets
from .moves import action_moves
from .placement import button_label, placement_moves
from .rules import check_shape, checked, perform
from .view import result as result_of, to_move as to_move_of, view as view_of

NO_UNDO = ("confirm_row", "done_placing")  # they draw new cards or let the other player look


class ArmyAnts(Game):
    """Army Ants (Bryan Winter, 2008): two card armies, a Queen each, on a 5 x 8 grid."""

    id = "army_ants"
    title = say("army_ants.title")
    tagline = say("army_ants.tagline")
    min_players = max_players = 2
    seat_names = SEAT_NAMES
    bot_skips = ("offer_draw",)
    phases = (st.PLACEMENT, st.MUSTER, st.BATTLE)
    options = (
        Option("setup", say("army_ants.options.setup.label"),
               (("dealt", say("army_ants.options.setup.dealt")), ("rows", say("army_ants.options.setup.rows")),
                ("free", say("army_ants.options.setup.free"))), "dealt", say("army_ants.options.setup.help")),
        Option("move_max_legs", say("army_ants.options.move_max_legs.label"),
               ((0, say("army_ants.options.move_max_legs.any")), (2, say("army_ants.options.move_max_legs.one"))),
               0, say("army_ants.options.move_max_legs.help")),
        Option("no_attack_limit", say("army_ants.options.no_attack_limit.label"),
               ((0, say("army_ants.options.no_attack_limit.off")),
                (60, say("army_ants.options.no_attack_limit.after", turns=60))),
               0, say("army_ants.options.no_attack_limit.help")),
    )

    def new_state(self, players: int, options: dict, seed: int) -> st.State:
        """A fresh match: dealt, or ready for hidden placement."""
        self.check_player_count(players)
        return st.new_state(self.normalise_options(options), seed)

    def to_move(self, state: st.State) -> tuple:
        """The single seat whose decision is pending."""
        return to_move_of(state)

    def legal_moves(self, state: st.State, seat: int) -> list[Move]:
        """Every legal move for `seat`: actions, draw buttons, or the forced pass."""
        if seat not in to_move_of(state):
            return []
        if state.draw_offer is not None:
            return [Move(k, (), button_label(state, seat, k)) for k in ("accept_draw", "decline_draw")]
        if state.phase == st.PLACEMENT:
            return placement_moves(state, seat)
        moves = action_moves(state, seat)
        if not moves:
            return [Move("pass", (), button_label(state, seat, "pass"))]
        if state.no_offer != seat:
            moves.append(Move("offer_draw", (), button_label(state, seat, "offer_draw")))
        return moves

    def check_shape(self, move: Move) -> None:
        check_shape(move)

    def checked(self, state: st.State, seat: int, move: Move) -> Move:
        return checked(state, seat, move)

    def perform(self, state: st.State, seat: int, move: Move) -> st.State:
        return perform(state, seat, move)

    def view(self, state: st.State, seat: int | None) -> dict:
        """What `seat` may see (None = public)."""
        return view_of(state, seat)

    def is_over(self, state: st.State) -> bool:
        """True once a Queen fell or a draw was reached."""
        return state.phase == st.OVER

    def result(self, state: st.State) -> dict:
        """Winners, scores, ranking and summary."""
        return result_of(state)

    def explain(self, state: st.State, seat: int, targets) -> Words:
        """Why the clicked paths make no legal move."""
        return explain_targets(state, seat, targets)

    def effects(self, before, seat: int, move: Move, after) -> tuple[str, ...]:
        """Cards laid or moved, attacks (always captures), armies revealed or rows drawn; then the end."""
        return effects_of(before, seat, move, after) + super().effects(before, seat, move, after)

    def warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """Ask before Queen's Refuge (it spends the muster turns left) and before accepting a draw."""
        return cautions.warning(state, seat, move)

    def beginner_warning(self, state: st.State, seat: int, move: Move) -> Words | None:
        """For beginners: ask before a move after which the opponent can attack the Queen at once."""
        return cautions.queen_warning(state, seat, move)

    def can_undo(self, before, seat: int, move: Move, after) -> bool:
        """Everything but ending a hidden placement row or army may be taken back."""
        return move.kind not in NO_UNDO

    def fill_moves(self, state: st.State, seat: int, rng) -> list[Move]:
        """Hidden placement: the rest of the hand (or row) placed legally, chosen by `rng`."""
        return placing_help.fill_moves(state, seat, rng)

    def rearrangeable(self, placed) -> frozenset[str]:
        """The squares of the cards the placements `placed` put down."""
        return frozenset(placing_help.placed_paths(placed))

    def rearranged(self, state: st.State, seat: int, placed, a: str, b: str) -> list[Move] | None:
        """The placements `placed` with the cards on `a` and `b` exchanged (checked again when played)."""
        return placing_help.swapped(state, seat, placed, a, b)

    def determinize(self, state: st.State, seat: int | None, rng) -> st.State:
        """During hidden placement, the cards `seat` cannot see dealt afresh; otherwise the state itself."""
        return information.determinize(state, seat, rng)

    def secrets(self, state: st.State, seat: int) -> set[int]:
        """During hidden placement: the seat's hand and its placed cards."""
        if state.phase != st.PLACEMENT:
            return set()
        placed = {c for c in state.board if c is not None and OWNER[c] == seat}
        return placed | set(state.hands[seat])

    def estimate(self, state: st.State) -> tuple[float, ...]:
        """Material, Queen safety and mobility as each side's chance (strategy.py)."""
        return strategy.estimate(state)

    def bot_choice(self, state: st.State, seat: int, level: str, rng) -> tuple[Move, Words] | None:
        """A short tactical look-ahead with the estimate: the tree search sees too few positions here."""
        return strategy.choose(self, state, seat, level)

    def conserved(self, state: st.State) -> dict:
        """Cards of each army over board, casualties, hands and piles: 19 each."""
        return st.card_totals(state)



GAME = ArmyAnts()
