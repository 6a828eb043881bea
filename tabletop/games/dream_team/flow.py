"""How a round unfolds: dealing, nominations, singles, lotteries, stages, leftovers, game and match ends.

Every function takes a State and returns a new one. What happened is
appended to `state.events` as small tuples, for the log, the status line
and the table's flashes:

- ("nominate", seat, pos) / ("deal", seat, round) / ("new_game", seat, game)   the move itself
- ("gain", seat, card, pos)           a row card joins a team
- ("pair", seat, value, (a, b))       two equal cards left a team for the discard pile
- ("trigger", seat)                   a team reached the end size: last round
- ("leftover", seat, pos) / ("alone", seat, positions)
- ("draw", seat, cards) / ("win", seat, pos, cards) / ("reshuffle", count)
- ("stage", number, seats) / ("round_over", number) / ("game_over", number, scores) / ("match_over",)
"""

from __future__ import annotations

from tabletop.engine.cards import pairs_deck
from tabletop.engine.frozen_copy import changed
from tabletop.engine.rng import Rng

from .state import (GAME_END, LOTTERY, NOMINATE, OVER, ROUND_END, Lottery, State, draw_cards, order_from,
                    team_sum, value)


def note(state: State, *event) -> State:
    """Record one event of the current move."""
    return changed(state, events=state.events + (event,))


def _draw(state: State, count: int) -> tuple[tuple, State]:
    """Draw cards, noting a reshuffle of the discard pile when one happens."""
    before = len(state.discard)
    cards, after = draw_cards(state, count)
    if after.rng != state.rng:  # only a reshuffle draws randomness
        return cards, note(after, "reshuffle", before)
    return cards, after


# --- rounds ------------------------------------------------------------------------
def new_state(players: int, options: dict, seed: int) -> State:
    """A fresh match: a shuffled deck, a random start player, and the first row dealt."""
    rng = Rng.from_seed(seed)
    deck, rng = rng.shuffled(pairs_deck())
    start, rng = rng.below(players)
    state = State(players=players, end_size=options["end_team_size"], target=options["match_target"],
                  distinct=options["renominate_distinct"], fresh=options["fresh_shuffle_each_game"],
                  rng=rng, deck=deck, teams=((),) * players, totals=(0,) * players, start=start)
    return deal_round(state)


def deal_round(state: State) -> State:
    """Deal P+1 cards face up and open stage 1 with every player."""
    row, state = _draw(state, state.players + 1)
    group = order_from(state.start, range(state.players), state.players)
    return changed(state, row=row, taken=(None,) * len(row), phase=NOMINATE, stage=1, group=group,
                   queue=group, marks=((),) * len(row), losers=(), gains=(), contested=(), lottery=None,
                   shown_lottery=None)


def next_round(state: State) -> State:
    """The start player passes to the left and a new row is dealt."""
    state = changed(state, start=(state.start + 1) % state.players, round_no=state.round_no + 1)
    return deal_round(state)


def next_game(state: State) -> State:
    """Teams go to the discard pile (or everything is reshuffled), the start player moves on, and a new game is dealt."""
    gathered = tuple(c for team in state.teams for c in team)
    teams = ((),) * state.players
    if state.fresh:
        deck, rng = state.rng.shuffled(state.deck + state.discard + gathered)
        state = changed(state, deck=deck, discard=(), rng=rng, teams=teams)
    else:
        state = changed(state, discard=state.discard + gathered, teams=teams)
    state = changed(state, start=(state.start + 1) % state.players, game_no=state.game_no + 1, round_no=1,
                    triggered=False)
    return deal_round(state)


# --- nominations and stages ----------------------------------------------------------
def nominate(state: State, seat: int, pos: int) -> State:
    """`seat` puts its marker on row card `pos`; the last marker of a stage resolves it."""
    marks = list(state.marks)
    marks[pos] = marks[pos] + (seat,)
    state = changed(state, marks=tuple(marks), queue=state.queue[1:])
    return state if state.queue else resolve_stage(state)


def resolve_stage(state: State) -> State:
    """Singles are gained at once; contested cards then wait for their lotteries, left to right."""
    for pos in state.remaining:
        if len(state.marks[pos]) == 1:
            state = gain(state, state.marks[pos][0], pos)
    contested = tuple(pos for pos in state.remaining if len(state.marks[pos]) > 1)
    return next_lottery(changed(state, contested=contested))


def next_lottery(state: State) -> State:
    """Open the lottery for the leftmost contested card still waiting, or end the stage."""
    if not state.contested:
        return end_stage(changed(state, lottery=None))
    pos = state.contested[0]
    contenders = order_from(state.start, state.marks[pos], state.players)
    return changed(state, phase=LOTTERY, lottery=Lottery(pos, contenders), contested=state.contested[1:])


def end_stage(state: State) -> State:
    """No losers: the rightmost gainer takes the last card. Else the losers nominate again, or one takes two."""
    remaining = state.remaining
    if not state.losers:
        assert len(remaining) == 1, "a stage without collisions leaves exactly one card"
        seat = max(state.gains)[1]
        state = gain(note(state, "leftover", seat, remaining[0]), seat, remaining[0])
        return end_round(state)
    group = order_from(state.start, state.losers, state.players)
    if len(group) == 1:
        state = note(state, "alone", group[0], remaining)
        for pos in remaining:  # two at once: one after the other, so pairs resolve in turn
            state = gain(state, group[0], pos)
        return end_round(state)
    state = note(state, "stage", state.stage + 1, group)
    return changed(state, phase=NOMINATE, stage=state.stage + 1, group=group, queue=group,
                   marks=((),) * len(state.row), losers=(), gains=(), contested=())


# --- gains ----------------------------------------------------------------------------
def gain(state: State, seat: int, pos: int) -> State:
    """Row card `pos` joins `seat`'s team; a pair with a held number goes to the discard pile."""
    card = state.row[pos]
    team = state.teams[seat]
    twin = next((c for c in team if value(c) == value(card)), None)
    state = note(state, "gain", seat, card, pos)
    discard = state.discard
    if twin is None:
        team = team + (card,)
    else:
        team = tuple(c for c in team if c != twin)
        discard = discard + (twin, card)
        state = note(state, "pair", seat, value(card), (twin, card))
    taken, marks, teams = list(state.taken), list(state.marks), list(state.teams)
    taken[pos], marks[pos], teams[seat] = seat, (), team
    state = changed(state, taken=tuple(taken), marks=tuple(marks), teams=tuple(teams), discard=discard,
                    gains=state.gains + ((pos, seat),))
    if len(team) >= state.end_size and not state.triggered:
        state = note(changed(state, triggered=True), "trigger", seat)
    return state


# --- the lottery --------------------------------------------------------------------
def lottery_draw(state: State, seat: int) -> State:
    """The drawer takes two cards (first draw) or one; a matching number wins the contested card."""
    lot = state.lottery
    count = 1 if lot.draws else 2
    cards, state = _draw(changed(state, shown_lottery=None), count)
    state = note(state, "draw", seat, cards)
    draws = lot.draws + ((seat, cards),)
    if count == 2:
        winning = cards if value(cards[0]) == value(cards[1]) else ()
    else:
        match = next((c for c in lot.open if value(c) == value(cards[0])), None)
        winning = (match, cards[0]) if match is not None else ()
    if not winning:
        lot = changed(lot, open=lot.open + cards, draws=draws, turn=(lot.turn + 1) % len(lot.contenders))
        return changed(state, lottery=lot)
    won = changed(lot, open=lot.open + cards, draws=draws, winner=seat, winning=winning)
    # Every card of this lottery goes to the discard pile; the others who drew become losers.
    state = changed(state, lottery=None, shown_lottery=won, discard=state.discard + won.open)
    state = note(state, "win", seat, lot.pos, winning)
    state = gain(state, seat, lot.pos)
    losers = tuple(s for s in lot.contenders if s != seat)
    return next_lottery(changed(state, losers=state.losers + losers))


# --- ends -------------------------------------------------------------------------------
def end_round(state: State) -> State:
    """The row is used up: the game ends if a team reached the end size, else the next deal waits."""
    state = note(changed(state, lottery=None, queue=(), contested=()), "round_over", state.round_no)
    if state.triggered:
        return end_game(state)
    return changed(state, phase=ROUND_END)


def end_game(state: State) -> State:
    """Score every team and add it to the sheet; 100 or more ends the match."""
    scores = tuple(team_sum(team) for team in state.teams)
    totals = tuple(t + s for t, s in zip(state.totals, scores))
    state = changed(state, totals=totals, sheet=state.sheet + (scores,))
    state = note(state, "game_over", state.game_no, scores)
    if max(totals) >= state.target:
        return note(changed(state, phase=OVER), "match_over")
    return changed(state, phase=GAME_END)
