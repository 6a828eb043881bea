"""Motion on the table: things fly after a move, never change the match, and the table goes quiet after."""

import pygame

from tabletop.engine.match import Match, Player
from tabletop.engine.saves import save_text
from tabletop.ui import motion
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.scenes.table_banner import GAME_OVER, Banner

from ui_helpers import frame


def _table_before(ctx, game_id, kind, players=2, moves=60):
    """A table of people whose next move is one of `kind`, and that move."""
    from tabletop import games

    game = games.get(game_id)
    match = Match.start(game_id, [Player(f"P{i}") for i in range(players)], game.options_for(players), 7)
    match.play_computers(moves)
    while True:
        seat = match.to_move()[0]
        wanted = [m for m in match.legal_moves(seat) if m.kind == kind]
        if wanted:
            break
        match.play(seat, match.computer_move(seat))
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    frame(ctx)
    return table, seat, wanted[0]


def _saved(match):
    """The save's text without its time stamp (the clock moves on; the match must not)."""
    return [line for line in save_text(match).splitlines() if not line.startswith("saved:")]


def _settle(ctx, table, frames=600):
    for _ in range(frames):
        if not table.busy():
            break
        frame(ctx)
    frame(ctx)


def test_a_captured_card_flies_and_the_save_is_the_same_mid_flight_as_after(ctx):
    table, seat, attack = _table_before(ctx, "army_ants", "attack")
    table.play(attack, confirmed=True)
    frame(ctx)
    assert table.motion.flights and table.animating()  # the attacker and its victim are on their way
    mid_flight = _saved(table.match)
    _settle(ctx, table)
    assert _saved(table.match) == mid_flight
    assert not table.animating() and not table.busy() and not table.dirty


def test_a_move_flies_from_the_places_of_the_frame_before_without_drawing_that_position_again(ctx, monkeypatch):
    """The frame before the move showed the position just before it to the same person (a person playing a
    computer seat): its places serve. Another person's table before it: that position is drawn anew."""
    from tabletop.engine.match import COMPUTER
    match = Match.start("army_ants", [Player("Ann"), Player("Cpu", COMPUTER, "easy")], None, 7)
    match.play_computers(60)
    while not (match.to_move()[0] == 0 and any(m.kind == "attack" for m in match.legal_moves(0))):
        match.play(match.to_move()[0], match.computer_move(match.to_move()[0]))
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    frame(ctx)
    redrawn = []
    monkeypatch.setattr(table, "places_before", lambda surface: redrawn.append(surface))
    table.play(next(m for m in match.legal_moves(0) if m.kind == "attack"), confirmed=True)
    frame(ctx)
    assert table.motion.flights and not redrawn
    table.motion_seen = ("another", False, ctx.screen.get_size())  # as if the last frame was someone else's
    mover = match.to_move()[0]
    match.play(mover, match.legal_moves(mover)[0])
    table.dirty = True
    frame(ctx)
    assert redrawn


def test_a_marker_travels_and_the_previews_wait_for_the_dice(ctx):
    table, seat, move = _table_before(ctx, "dice_challenge", "straight", players=3, moves=12)
    table.play(move, confirmed=True)
    frame(ctx)
    assert any(key[0] == "marker" for key in table.motion.flights)
    assert table.animating()
    with motion.drawing(table.motion):
        assert not motion.settled()  # the challenge previews are not drawn while things move
    mid_flight = _saved(table.match)
    _settle(ctx, table)
    assert _saved(table.match) == mid_flight and not table.busy() and not table.dirty


def test_a_face_down_card_is_never_followed():
    assert motion.card_key({"hidden": True, "owner": 0}) is None
    assert motion.card_key({"id": 12, "rank": 3, "suit": "S"}) == ("card", 12)


def test_a_card_coming_into_sight_turns_over_from_the_nearest_back():
    tracker, drawn = motion.Motion(), []
    tracker.begin(0.0, False)
    tracker.back_at(pygame.Rect(500, 500, 20, 30))
    tracker.back_at(pygame.Rect(0, 0, 20, 30))
    tracker.finish(pygame.Surface((10, 10)))
    tracker.begin(0.0, True)
    assert not tracker.place(("card", 1), pygame.Rect(40, 40, 20, 30), lambda s, r: drawn.append(r),
                             back=lambda s, r: None)
    assert tracker.flights[("card", 1)].start.topleft == (0, 0)


def test_a_card_given_by_another_player_comes_face_down_from_their_seat():
    tracker, drawn = motion.Motion(), []
    seat = pygame.Rect(300, 100, 120, 50)
    tracker.begin(0.0, False)
    tracker.back_at(pygame.Rect(40, 400, 20, 30))  # the draw pile: nearer, but not where the card came from
    tracker.source_at(motion.place_source("seat/2"), seat)
    tracker.finish(pygame.Surface((10, 10)))
    tracker.begin(0.0, True)
    assert not tracker.place(("card", 1), pygame.Rect(40, 440, 20, 30), lambda s, r: drawn.append(r),
                             back=lambda s, r: None, origin=motion.place_source("seat/2"))
    flight = tracker.flights[("card", 1)]
    assert flight.start.center == seat.center and flight.start.size == (20, 30) and flight.back is not None


def test_a_banner_announces_a_new_stage_and_the_end_once():
    class Ending:
        over = False

        def is_over(self):
            return self.over

    banner, match = Banner(), Ending()
    banner.follow({"banner": "Round 1"}, match, 0.0, announce=False)
    assert not banner.showing(0.0)  # a table that opens mid-round says nothing
    banner.follow({"banner": "Last round"}, match, 1.0)
    assert banner.words == "Last round" and banner.showing(1.0)
    assert not banner.showing(10.0)
    match.over = True
    banner.follow({"banner": "Last round"}, match, 20.0)
    assert banner.words == str(GAME_OVER) and banner.showing(20.0)


def test_a_dream_team_marker_travels_from_its_team_to_the_card_it_is_put_on(ctx):
    table, seat, move = _table_before(ctx, "dream_team", "nominate", players=3, moves=0)
    table.play(move, confirmed=True)
    frame(ctx)
    flight = table.motion.flights[("team_marker", seat)]
    market = next(rect for zone, rect, _, _ in table.zones(table.table_view()) if zone.id == "market")
    teams = [rect for zone, rect, _, _ in table.zones(table.table_view()) if zone.kind == "team"]
    assert any(team.contains(flight.start) for team in teams)  # from its team's panel
    assert market.colliderect(flight.end)  # to the market row
    _settle(ctx, table)
    assert table.motion.places[("team_marker", seat)] == flight.end and not table.busy()
