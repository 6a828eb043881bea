"""Cards that leave sight: they glide to the pile their drawer named and turn face down on the way; with
no pile named they simply go, and a card the viewer never saw face up never travels."""

import pygame

from tabletop import games
from tabletop.engine.match import Match, Player
from tabletop.ui import motion
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones.cardface import draw_card

from ui_helpers import frame, seat_at_screen

CARD = ("card", 7)
PILE = motion.pile_sink("mark_piles/1")
SEEN_AT, PILE_AT = pygame.Rect(100, 100, 40, 56), pygame.Rect(600, 400, 30, 42)


def _painter(log, side):
    return lambda surface, rect: log.append((side, tuple(rect)))


def _seen_then_gone(leaves_to, sink_drawn=True):
    """A tracker that saw CARD (leaving for `leaves_to`), then a move took it out of sight."""
    tracker, painted = motion.Motion(), []
    tracker.begin(0.0, False)
    tracker.place(CARD, SEEN_AT, _painter(painted, "face"), back=_painter(painted, "back"), leaves_to=leaves_to)
    tracker.finish(pygame.Surface((800, 600)))
    tracker.begin(1.0, True)
    if sink_drawn:
        tracker.sink_at(PILE, PILE_AT)
    painted.clear()
    tracker.finish(pygame.Surface((800, 600)))
    return tracker, painted


def test_a_card_leaving_sight_flies_to_its_pile_turning_face_down_and_vanishes():
    tracker, painted = _seen_then_gone(PILE)
    flight = tracker.flights[CARD]
    assert flight.start == SEEN_AT and flight.end == PILE_AT
    assert painted and painted[0][0] == "face"  # it leaves face up
    surface = pygame.Surface((800, 600))
    painted.clear()
    tracker.begin(1.0 + 0.9 * motion.FLIGHT_SECONDS, False)
    tracker.finish(surface)
    assert painted[0][0] == "back"  # and lands face down
    assert PILE_AT.collidepoint(pygame.Rect(painted[0][1]).center)
    tracker.begin(1.0 + motion.FLIGHT_SECONDS + 0.01, False)
    painted.clear()
    tracker.finish(surface)
    assert CARD not in tracker.flights and not painted and not tracker.busy()  # gone onto the pile


def test_a_card_landing_on_a_pile_turns_into_that_pile_s_back():
    tracker, painted = motion.Motion(), []
    tracker.begin(0.0, False)
    tracker.place(CARD, SEEN_AT, _painter(painted, "face"), back=_painter(painted, "back"), leaves_to=PILE)
    tracker.finish(pygame.Surface((800, 600)))
    tracker.begin(1.0, True)
    tracker.sink_at(PILE, PILE_AT, back=_painter(painted, "the pile's back"))
    tracker.finish(pygame.Surface((800, 600)))
    painted.clear()
    tracker.begin(1.0 + 0.8 * motion.FLIGHT_SECONDS, False)
    tracker.finish(pygame.Surface((800, 600)))
    assert [side for side, _ in painted] == ["the pile's back"]


def test_a_card_leaving_sight_without_a_pile_simply_disappears():
    tracker, painted = _seen_then_gone(None)
    assert not tracker.flights and not painted


def test_a_card_whose_pile_is_not_drawn_now_simply_disappears():
    tracker, painted = _seen_then_gone(PILE, sink_drawn=False)
    assert not tracker.flights and not painted


def test_a_card_still_in_sight_does_not_leave_for_its_pile():
    tracker = motion.Motion()
    tracker.begin(0.0, False)
    tracker.place(CARD, SEEN_AT, _painter([], "face"), leaves_to=PILE)
    tracker.finish(pygame.Surface((800, 600)))
    tracker.begin(1.0, True)
    tracker.sink_at(PILE, PILE_AT)
    assert tracker.place(CARD, SEEN_AT, _painter([], "face"), leaves_to=PILE)
    tracker.finish(pygame.Surface((800, 600)))
    assert not tracker.flights


def test_a_card_seen_only_as_a_back_never_flies_to_a_pile():
    tracker, surface = motion.Motion(), pygame.Surface((800, 600))
    with motion.drawing(tracker):
        tracker.begin(0.0, False)
        draw_card(surface, {"hidden": True, "owner": 1, "to": "mark_piles/1"}, SEEN_AT)
        draw_card(surface, {"id": 9, "rank": 5, "suit": "♠", "to": "mark_piles/1"}, SEEN_AT.move(60, 0))
        tracker.finish(surface)
        tracker.begin(1.0, True)
        motion.sink_at(PILE, PILE_AT)
        tracker.finish(surface)
    assert list(tracker.flights) == [("card", 9)]  # the face-up card goes; the back had nothing to follow


def _wysiwyg_trick_waiting_for_its_last_card():
    """A WYSIWYG match of a person and a computer seat in play (the person's own view stays on the
    screen), one card on the trick and the second to come."""
    game = games.get("wysiwyg")
    match = Match.start("wysiwyg", [Player("P0"), Player("P1", "computer")], game.options_for(2), 3)
    while True:
        view = match.view(None)
        if view["phase"] == "play" and len(view["trick"]["plays"]) == 1 and view["trick_no"] > 1:
            return match
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))


def _draw(table, seconds=0.0):
    table.clock += seconds
    table.draw(table.ctx.screen)


def _pile_zone(table, path):
    """The window rect of the zone showing the pile at a view path ("mark_piles/1")."""
    for zone, rect, _, zone_path in table.zones(table.table_view()):
        if zone_path == path.rsplit("/", 1)[0]:
            return rect
    raise AssertionError(f"no zone shows {path}")


def test_a_wysiwyg_trick_glides_to_its_taker_when_the_next_lead_clears_it(ctx):
    match = _wysiwyg_trick_waiting_for_its_last_card()
    table = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(table)
    frame(ctx)
    seat_at_screen(table, 0)
    _draw(table)
    seat = match.to_move()[0]
    match.play(seat, match.computer_move(seat))  # the trick's last card: the trick stays in sight, taken
    _draw(table)
    trick = match.view(0)["trick"]
    assert trick["taken"]
    keys = {motion.card_key(play["card"]): play["card"]["to"] for play in trick["plays"]}
    assert f"mark_piles/{trick['winner']}" in keys.values()  # the taker's own card goes to its marks
    assert not any(motion.pile_sink(to) in table.motion._sinks and table.motion.flights.get(key) and
                   _pile_zone(table, to).contains(table.motion.flights[key].end) for key, to in keys.items())
    _draw(table, 2.0)
    while match.view(0)["trick"]["plays"] and match.view(0)["trick"]["taken"]:
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))  # the winner picks from the display, then leads
    _draw(table)
    for key, to in keys.items():
        flight = table.motion.flights[key]  # each card of the old trick is on its way...
        assert _pile_zone(table, to).contains(flight.end)  # ...to the pile the view named
        assert not _pile_zone(table, "trick/x").colliderect(flight.end)
    _draw(table, motion.FLIGHT_SECONDS + 0.1)
    assert not any(key in table.motion.flights for key in keys) and not table.motion.busy()
