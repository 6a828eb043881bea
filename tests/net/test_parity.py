"""A remote seat's table behaves as the host's own: through the wire on localhost, a refused click shows
the game's own sentence, a warning is asked before its move, a forced move is made for the person and
said so, a move's sounds arrive with it, the log and moves read in the board's numbers, and Finesse's
choice ahead reaches a remote seat and is played at its turn, and Army Ants' hidden army is dealt and two
placed pieces swapped at a remote seat's own turn only."""

from __future__ import annotations

import random
import time
from contextlib import contextmanager

from net_tables import Clock, Sent, joined, match_of, settle_host
from tabletop.engine import table_help
from tabletop.engine.match import Match
from tabletop.engine.words import Words, clause
from tabletop.games.army_ants.board import GRID_PATHS, NINES, QUEENS
from tabletop.net import Host
from tabletop.net.protocol import DealRest, Swap
from tabletop.session import Session
from tabletop.session.ahead import HAND_OVER
from tabletop.session.session import Preferences
from tabletop.ui.scenes.remote_session import RemoteSeatSession

SEED = 1_122_334_455


@contextmanager
def seated(game_id, seats, options=None, seed=0, here=(0,), join_seed=0):
    """A host on localhost for a new match (its seed long enough that no message holds its digits by chance),
    a client seated at each of the seats `here` and a screen for each; all closed after."""
    seed = SEED + seed * 1009
    match = Match.start(game_id, match_of(game_id, seats, seed).players, options or {}, seed)
    sent = Sent(match=match, never=(str(seed),))
    host = Host(Session(match, clock=Clock()), address="127.0.0.1", on_sent=sent)
    host.start()
    players = joined(host, list(here), seed=join_seed)
    try:
        yield host, sent, [Screen(player) for player in players]
    finally:
        for player in players:
            player.client.close()
        host.stop()


class Screen:
    """A remote seat's table without pygame: the session the table scene reads, fed by the client's events."""

    def __init__(self, player):
        self.player, self.client = player, player.client
        self.session = RemoteSeatSession(self.client)
        self.heard: list = []
        if self.client.offer is not None:
            self.session.take(self.client.offer)

    def poll(self) -> None:
        for event in self.client.poll():
            self.heard.append(event)
            if event.kind == "offer":
                self.session.take(event.value)
            elif event.kind == "explained":
                self.session.explained(*event.value)
            elif event.kind == "refused":
                self.session.refused(event.value)


def frames(host, screens, until, limit=20.0, move=None):
    """The host's frames and the screens' polls until `until()`; `move(screen)` answers a screen's decision."""
    deadline = time.monotonic() + limit
    while not until():
        assert time.monotonic() < deadline, f"waited in vain after {len(host.match.history)} moves"
        host.pump()
        busy = settle_host(host)
        for screen in screens:
            screen.poll()
            if move is not None and screen.session.deciding() is not None and screen.session.sent is None:
                busy = move(screen) or busy
        if not busy:
            time.sleep(0.002)


def test_a_refused_click_shows_the_games_own_sentence_on_the_remote_screen():
    with seated("three_kings", "RC", here=[0]) as (host, _, screens):
        screen = screens[0]
        frames(host, [screen], lambda: screen.session.deciding() is not None)
        said = screen.session.explain(["field/0"])  # a field card first: every move starts in the hand
        assert said == ""  # the host words it
        frames(host, [screen], lambda: screen.session.offer().error)
        expected = host.remote[0].session.explain(["field/0"])  # as a table at the host's screen says it
        assert screen.session.offer().message == expected and expected != "That is not a legal move here."


def test_a_move_the_host_warns_about_is_asked_about_on_the_remote_screen_and_made_when_confirmed():
    with seated("backgammon", "RC", seed=11, here=[0]) as (host, _, screens):
        screen = screens[0]
        rng, asked = random.Random(11), []
        screen.session.prefer(Preferences(beginner_warnings=True))

        def move(screen):
            session = screen.session
            if asked:
                return False
            at_host = host.remote[0].session
            offer = session.offer()
            risky = [m for m in offer.moves if at_host.warning(m)]  # the test knows; the screen learns when it sends
            pick = risky[0] if risky else rng.choice([m for m in offer.moves if m.kind != "double"] or offer.moves)
            if risky:
                asked.append((pick, at_host.warning(pick), len(host.match.history)))
            return session.play(pick)

        frames(host, [screen], lambda: asked or host.match.is_over(), move=move, limit=40)
        assert asked, "no warning in the whole match"
        pick, words, played = asked[0]
        warned = []
        frames(host, [screen], lambda: warned.extend(e.value for e in screen.heard if e.kind == "warned") or warned)
        move = screen.session.warning_came(*warned[0])
        assert move == pick and screen.session.warning(pick) == words  # the host's question, as its own table asks
        assert len(host.match.history) == played  # not made: the person is asked first
        screen.session.confirmed = True  # "… anyway"
        assert screen.session.play(pick)
        frames(host, [screen], lambda: len(host.match.history) > played)
        assert host.match.history[played].move == pick


def test_a_forced_move_is_made_for_the_remote_person_who_asked_and_the_table_says_so():
    with seated("backgammon", "RC", seed=4, here=[0]) as (host, _, screens):
        screen = screens[0]
        screen.session.prefer(Preferences(forced_moves=True))
        made, rng = [], random.Random(4)

        def move(screen):
            session = screen.session
            offer = session.offer()
            if offer.auto is not None:
                played = len(host.match.history)
                assert session.play_auto()
                made.append((played, offer.auto))
                return True
            if len(offer.moves) < 2:
                return False
            return session.play(rng.choice([m for m in offer.moves if m.kind != "double"]))

        frames(host, [screen], lambda: made or host.match.is_over(), move=move, limit=40)
        assert made, "no forced move in the whole match"
        played, auto = made[0]
        frames(host, [screen], lambda: len(host.match.history) > played)
        assert host.match.history[played].move == auto and host.match.history[played].seat == 0

        def told():  # the remote screen says what was made for the person, as the host's own would
            return [event.value.message for event in screen.heard if event.kind == "offer"
                    and isinstance(event.value.message, Words) and event.value.message.key == "ui.computer.only_move"]
        frames(host, [screen], told)
        assert told()[0].get("move") == clause(host.match.history[played].move.label)  # the log's words


def test_a_moves_effects_arrive_with_the_offer_for_its_sound():
    with seated("three_kings", "RC", seed=6, here=[0]) as (host, sent, screens):
        screen = screens[0]
        heard = []

        def move(screen):
            effects = screen.session.match.last_effects()
            if effects:
                heard.append((screen.session.remote.played, effects))
            return screen.session.play(screen.session.offer().moves[0])

        frames(host, [screen], lambda: len(heard) >= 3 or host.match.is_over(), move=move)
        assert heard
        for played, effects in heard:
            states, history = host.match.states, host.match.history
            last = history[played - 1]
            before, after = states[played - 1], states[played]
            assert effects == table_help.effects(host.match.game, before, last.seat, last.move, after)


def test_finesses_choice_ahead_reaches_a_remote_seat_and_the_chosen_card_is_played_at_its_turn():
    with seated("finesse", "RRCC", {"match": "one_hand"}, seed=21, here=[0, 1], join_seed=21) as (host, _, screens):
        rng, chosen = random.Random(21), []

        def move(screen):
            session = screen.session
            offer = session.offer()
            if offer.ahead and not chosen:
                pick = rng.choice([m for m in offer.moves if m.kind != HAND_OVER])
                chosen.append((screen.player.seat, session.remote.played, pick))
                return session.play(pick)
            if any(other.session.remote.ahead and (not chosen or other.session.sent is not None) for other in screens):
                return False  # the next person waits a moment: the choice ahead reaches the host first
            return session.play(rng.choice(offer.moves))

        def made():
            seat, at, pick = chosen[0]
            return any(played.seat == seat and played.move == pick for played in host.match.history[at:])

        frames(host, screens, lambda: chosen or host.match.is_over(), move=move, limit=40)
        assert chosen, "no choice ahead in a whole hand"
        seat, at, pick = chosen[0]
        assert host.match.history[at - 1].seat == seat  # offered right after the seat's own move
        frames(host, screens, lambda: seat in host.remote[seat].session.chosen_ahead or len(host.match.history) > at)
        assert not [event for event in screens[seat].heard if event.kind == "refused"]  # the host kept it
        frames(host, screens, lambda: made() or host.match.is_over(), move=move, limit=40)
        assert made()
        index = next(i for i in range(at, len(host.match.history)) if host.match.history[i].seat == seat)
        assert host.match.history[index].move == pick  # the seat's next move is the one chosen ahead

        def says_so():
            said = [event.value.message for event in screens[seat].heard if event.kind == "offer"]
            return any(isinstance(words, Words) and words.key == "session.ahead.made" for words in said)
        frames(host, screens, says_so)  # and the seat's screen says it was made as chosen ahead


def test_the_log_and_the_moves_read_in_the_board_numbers_of_the_remote_seat():
    with seated("backgammon", "CR", seed=3, here=[1]) as (host, _, screens):
        screen = screens[0]
        frames(host, [screen], lambda: screen.session.deciding() is not None and len(host.match.history) >= 2)
        session, held = screen.session, host.remote[1].session
        assert session.board_side() == held.board_side() == 1
        states, history, game = host.match.states, host.match.history, host.match.game
        log = [table_help.numbered_label(game, states[i], history[i].seat, history[i].move, states[i + 1], 1)
               for i in range(len(history))]
        assert [entry.move.label for entry in session.match.history.entries] == log
        assert [session.move_words(m) for m in session.offer().moves] == [held.move_words(m) for m in held.moves()]


def test_a_remote_army_ants_seat_deals_the_rest_and_swaps_two_placed_pieces_at_the_host_at_its_turn_only():
    with seated("army_ants", "RR", {"setup": "free"}, seed=5, here=[0, 1]) as (host, _, screens):
        first, second = screens
        frames(host, [first, second], lambda: first.session.deciding() is not None)
        assert first.session.fill() and not first.session.rearrangeable() and not second.session.fill()
        # Out of turn, from the seat that waits: refused, and nothing is set out.
        second.client._send(DealRest(second.client.offer.number))
        frames(host, [first, second], lambda: any(event.kind == "refused" for event in second.heard))
        assert len(host.match.history) == 0
        army = set(host.match.state.hands[0])
        first.session.deal_rest()
        frames(host, [first, second], lambda: first.session.rearrangeable())
        board = host.match.state.board
        assert host.match.state.hands[0] == () and army <= set(board)
        assert [m.kind for m in host.match.legal_moves(0)] == ["done_placing"]
        placed = len(host.match.history)
        plain = [sq for sq, card in enumerate(board) if card is not None and card not in NINES and card != QUEENS[0]]
        a, b = GRID_PATHS[plain[0]], GRID_PATHS[plain[1]]
        assert {a, b} <= first.session.rearrangeable() and not second.session.rearrangeable()
        stale = first.client.offer.number - 1  # an offer before the deal: the table moved on since
        first.client._send(Swap(stale, a, b))
        frames(host, [first, second], lambda: any(event.kind == "refused" for event in first.heard))
        assert host.match.state.board == board
        first.session.swap(a, b)
        frames(host, [first, second], lambda: host.match.state.board != board and first.session.deciding() is not None)
        after = host.match.state.board
        assert (after[plain[0]], after[plain[1]]) == (board[plain[1]], board[plain[0]])
        assert len(host.match.history) == placed and first.session.offer().message == host.remote[0].session.said(
            host.remote[0].session.message)
