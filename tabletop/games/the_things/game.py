"""The Things Game object: its setup, and its rule functions bound by declaration."""

from __future__ import annotations

from tabletop.engine.facts import Facts
from tabletop.engine.game import Game, Move, Option
from tabletop.engine.search_help import SearchHelp
from tabletop.engine.table_help import TableHelp
from tabletop.engine.words import say

from . import bot_choice, flow, information, lookahead, moves, state as st, strategy
from .effects import effects
from .refusal import explain, refusal
from .view import played_label, prompt_reason, result, view


class TheThings(Game):
    """The Things (Kevan Davis): a hidden Thing spreads through trades; Humans test, attack and call for rescue."""

    id = "the_things"
    title = say("the_things.title")
    tagline = say("the_things.tagline")
    min_players = 3
    max_players = 10
    default_players = 5
    seat_names = tuple(f"Player {n}" for n in range(1, 11))
    # 2: the taker looks at the card taken blind ('seen') before the action ends; 3: after every exchange
    # both traders look at the card they got
    rules_version = 3
    options = tuple(Option.switch("the_things", name) for name in (
        "o1_catan_talk", "declaration_round", "h1_search_instead", "h2_two_decks", "h3_more_things",
        "h4_face_up_search", "h5_faces_are_numbers"))

    start = staticmethod(st.new_state)  # 5N-1 black cards and Q♥, five each; the rest is the draw pile
    to_move = staticmethod(moves.to_move)
    legal_moves = staticmethod(moves.legal_moves)
    find_legal = staticmethod(moves.find_legal)
    check_shape = staticmethod(moves.check_shape)
    refusal = staticmethod(refusal)
    perform = staticmethod(flow.perform)
    view = staticmethod(view)
    result = staticmethod(result)
    determinize = staticmethod(information.determinize)
    returns = staticmethod(information.returns)

    def is_over(self, state: st.State) -> bool:
        """True once the match has ended."""
        return state.phase == st.OVER

    def saved_under(self, rules_version: int, state: st.State, seat: int, move: Move) -> list:
        """A save from before both traders looked at the card got (version 1: nobody looked, 2: the one who
        took a card blind): the looks still due after an exchange come before the next saved move."""
        if rules_version < 3 and state.phase == st.GOT and move.kind != "seen":
            return [(looker, Move.of("seen")) for looker, *_ in state.pending.looks] + [(seat, move)]
        return [(seat, move)]

    def player_count(self, state: st.State) -> int:
        """The seats, as the state holds them."""
        return state.players

    table = TableHelp(
        explain=explain, played_label=played_label, effects=effects, warning=moves.warning,
        can_undo=moves.can_undo, private_decision=moves.private_decision, prompt_reason=prompt_reason,
        phases=("action", "search", "talk", "combat", "refill"))  # as views report them (view.VIEW_PHASES)
    # A computer seat at random would declare at once and end every game in a few moves.
    search = SearchHelp(bot_choice=bot_choice.choose, estimate=strategy.estimate, skips=("rescue", "escape"),
                        tuning={"normal": {"iterations": 60}, "strong": {"seconds": 0.6}}, playouts=lookahead.PLAY_OUTS)
    # Teams follow the hands: bench/bots.py measures a seat by the role it ended with.
    facts = Facts(secrets=information.secrets, conserved=information.conserved, hidden_cards=True,
                  curtain_options={}, seat_panels=frozenset({"things_seats"}), session_seats="PCPCC",
                  roles_change_hands=True)


GAME = TheThings()
