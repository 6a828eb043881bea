"""How things travel after a move: markers hop along their tracks, chips leave their supply, a hit
checker is seen going to the bar; and a save made mid-motion equals one made after it."""

import pygame

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import save_text
from tabletop.ui import motion
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones import DRAWERS
from tabletop.ui.zones.backgammon_replay import frame_state

from ui_helpers import frame


def _saved(match):
    """The save's text without its time stamp (the clock moves on; the match must not)."""
    return [line for line in save_text(match).splitlines() if not line.startswith("saved:")]


def _settle(ctx, table, frames=600):
    for _ in range(frames):
        if not table.busy():
            break
        frame(ctx)
    frame(ctx)


def _dice_match_before(wanted, players=3, seed=1):
    """A Dice Challenge of people whose next seat has a move `wanted(before, after, move)` accepts."""
    game = games.get("dice_challenge")
    match = Match.start("dice_challenge", [Player(f"P{i}") for i in range(players)], game.options_for(players), seed)
    while not match.is_over():
        seat = match.to_move()[0]
        for move in match.legal_moves(seat):
            if wanted(game.view(match.state, None), game.view(game.apply(match.state, seat, move), None), move):
                return match, seat, move
        match.play(seat, match.computer_move(seat))
    raise AssertionError("no such move in the whole match")


def _open(ctx, match):
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    frame(ctx)
    return table


def _zone(table, zone_id):
    """(drawer, window rect, data) of a zone on the table now."""
    view = table.table_view()
    for zone, rect, data, path in table.zones(view):
        if zone.id == zone_id:
            return DRAWERS[zone.kind](zone, table.viewer, path), rect, data
    raise AssertionError(f"no zone {zone_id}")


def _markers(view, kind):
    return {m["colour"]: m["pos"] for m in view[kind]["markers"]}


def _far_step(before, after, move):
    """A track challenge that moves its marker three squares or more."""
    if move.kind not in ("straight", "group"):
        return False
    old, new = _markers(before, move.kind), _markers(after, move.kind)
    return any(new[c] - old[c] >= 3 for c in new)


def test_a_marker_hops_square_by_square_and_lands_where_the_match_put_it(ctx):
    match, seat, move = _dice_match_before(_far_step)
    table = _open(ctx, match)
    old = _markers(table.table_view(), move.kind)
    table.play(move, confirmed=True)
    frame(ctx)
    new = _markers(table.table_view(), move.kind)
    colour = next(c for c in new if new[c] != old[c])
    flight = table.motion.flights[("marker", move.kind, colour)]
    drawer, rect, data = _zone(table, move.kind)
    squares = drawer.squares(rect, len(data["points"]))[0]
    path = flight.path(200)
    visited = [i for i, square in enumerate(squares) if any(square.collidepoint(r.center) for r in path)]
    assert visited == list(range(old[colour], new[colour] + 1))  # every square on the way, none beyond
    assert len(flight.via) == new[colour] - old[colour] - 1
    assert squares[new[colour]].collidepoint(flight.end.center)
    assert min(r.top for r in path) < flight.end.top  # it hops, rising between squares
    mid_flight = _saved(table.match)
    _settle(ctx, table)
    assert _saved(table.match) == mid_flight and not table.busy()


def _chip_placed(before, after, move):
    return move.kind in ("number", "max") and after[move.kind] != before[move.kind]


def test_a_chip_travels_from_its_colours_supply_to_its_square(ctx):
    match, seat, move = _dice_match_before(_chip_placed)
    table = _open(ctx, match)
    table.play(move, confirmed=True)
    frame(ctx)
    square = next(s for s in table.table_view()[move.kind]["squares"] if s["chip"]
                  and f"{move.kind}/{s['n']}" in table.table_view()["last_paths"])
    flight = table.motion.flights[("chip", f"{move.kind}/{square['n']}")]
    _, scores, _ = _zone(table, "scores")
    drawer, rect, data = _zone(table, move.kind)
    boxes = drawer.boxes(rect, len(data["squares"]))[0]
    box = boxes[[s["n"] for s in data["squares"]].index(square["n"])]
    assert scores.contains(flight.start) and box.contains(flight.end)
    assert flight.start.width < flight.end.width  # a small supply chip grows into a board chip
    mid_flight = _saved(table.match)
    _settle(ctx, table)
    assert _saved(table.match) == mid_flight and not table.busy()
    assert not table.motion.flights


def test_hops_cross_only_the_squares_between():
    track = [pygame.Rect(i * 50, 0, 48, 60) for i in range(8)]
    start, end = pygame.Rect(10, 40, 12, 12), pygame.Rect(5 * 50 + 20, 40, 12, 12)
    stops = motion.hops(track, start, end)
    assert [s.centerx // 50 for s in stops] == [1, 2, 3, 4] and all(s.y == end.y for s in stops)
    assert motion.hops(track, end, start)[0].centerx // 50 == 4  # backwards too, in order
    assert motion.hops(track, start, pygame.Rect(60, 40, 12, 12)) == ()  # the next square: a glide
    assert motion.hops(track, start, pygame.Rect(900, 40, 12, 12)) == ()  # off the track: a glide


def _board_hits(game_id, players, seed=3):
    """A match of people whose next seat has a checker move that hits a blot, and that move."""
    game = games.get(game_id)
    match = Match.start(game_id, [Player(f"P{i}") for i in range(players)], game.options_for(players), seed)
    while not match.is_over():
        seat = match.to_move()[0]
        for move in match.legal_moves(seat):
            after = game.view(game.apply(match.state, seat, move), None)["board"]
            if move.kind in ("move", "step") and any(step[3] for step in after["moved"]):
                return match, seat, move
        match.play(seat, match.computer_move(seat))
    raise AssertionError("no hit in the whole match")


def _hit_is_seen_going_to_the_bar(ctx, game_id, players):
    match, seat, move = _board_hits(game_id, players)
    table = _open(ctx, match)
    table.play(move, confirmed=True)
    frame(ctx)
    assert table.animating()
    _, _, data = _zone(table, "board")
    seconds = table.animations["board"][2]
    moments = [frame_state(data["board"], i / 200) for i in range(201)]
    hitter = [i for i, (_, flying) in enumerate(moments) if any(not f[4] for f in flying)]
    knocked = [i for i, (_, flying) in enumerate(moments) if any(f[4] for f in flying)]
    assert hitter and knocked and max(hitter) < min(knocked)  # it leaves once the hitter has landed
    assert len(knocked) / 200 * seconds >= 0.5                # and is on its way for half a second or more
    blot = next(f for f in moments[knocked[0]][1] if f[4])
    assert blot[2][0] == f"board/bar/{blot[0]}"                # to its own colour's half of the bar
    mid_flight = _saved(table.match)
    _settle(ctx, table)
    assert _saved(table.match) == mid_flight and not table.busy()


def test_a_hit_checker_is_seen_going_to_the_bar_in_backgammon(ctx):
    _hit_is_seen_going_to_the_bar(ctx, "backgammon", 2)


def test_a_hit_checker_is_seen_going_to_the_bar_in_synchrogammon(ctx):
    _hit_is_seen_going_to_the_bar(ctx, "synchrogammon", 4)
