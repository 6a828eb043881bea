"""Card pictures made ahead: while the table is still, every standard face is drawn at the sizes plain faces
are shown at, so a card turned up later costs its move's first frame nothing; twins share a picture."""

import pygame
import pytest

from tabletop.engine.cards import card_face
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.zones import cardface


@pytest.fixture(autouse=True)
def display():
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    cardface.clear_cache()
    yield
    cardface.clear_cache()
    pygame.quit()


def test_the_faces_not_yet_seen_are_drawn_once_at_each_size_shown():
    cardface.card_surface(card_face(0), (50, 70))
    cardface.card_surface({**card_face(1), "owner": 0}, (40, 56))  # an army's card: its own edge, not warmed
    assert cardface.warm_faces() == 51
    assert cardface.warm_faces() == 0
    drawn = cardface._cache.copy()
    assert cardface.card_surface(card_face(51), (50, 70)) is drawn[cardface._key(card_face(51), (50, 70), "face")]
    assert not any(key[-3:-1] == (40, 56) and key[1] is None for key in drawn)


def test_twin_cards_share_one_picture():
    """Finesse's second K♠ is another card with the same face: one picture serves both."""
    first, twin = card_face(51), {**card_face(51), "id": 63}
    assert cardface.card_surface(first, (50, 70)) is cardface.card_surface(twin, (50, 70))


def test_a_still_table_draws_its_faces_ahead(saves_folder):
    from tabletop.engine.match import Match, Player
    ctx = Context(open_window((1280, 800)), saves_dir=saves_folder)
    players = [Player("Ann"), Player("Bo", "computer")]  # one person: their own hand is on the table
    scene = TableScene(ctx, Match.start("wysiwyg", players, None, 3), autosave=False)
    ctx.scenes.push(scene)
    scene.draw(ctx.screen)
    sizes = {key[-3:-1] for key in cardface._cache if key[0] == "face"}
    assert sizes  # the viewer's hand
    scene.idle()
    for size in sizes:  # the rest of the deck is ready at the hand's size
        assert all(cardface._key(card_face(c), size, "face") in cardface._cache for c in range(52))


def test_an_idle_loop_does_its_quiet_work_once_then_looks_for_input_less_often(saves_folder, monkeypatch):
    """The loop's idle spell: the scene's `idle` once at its start, then 60 looks a second for a second,
    then 30 (a click is still answered within a frame at 30 fps)."""
    from tabletop.ui import app
    ctx = Context(open_window((1000, 700)), saves_dir=saves_folder)
    calls, sleeps, clock = [], [], [0.0]

    class Still(app.Scene):
        def idle(self):
            calls.append(clock[0])

    def sleep(seconds):
        sleeps.append(seconds)
        clock[0] += seconds
        ctx.running = len(sleeps) < 120

    ctx.scenes.push(Still(ctx))
    pygame.event.clear()
    ctx.wake = Wake(sleep)
    monkeypatch.setattr(app.time, "monotonic", lambda: clock[0])
    monkeypatch.setattr(app.pygame, "quit", lambda: None)
    app.main_loop(ctx)
    assert calls == [0.0]
    assert set(sleeps[:60]) == {app.IDLE_SLEEP} and sleeps[-1] == app.DROWSY_SLEEP


class Wake:
    """Stands in for the loop's wake-up (`Context.wake`): a wait passes its seconds on, and is woken after
    `woken_after` waits, as a message from another computer would wake it."""

    def __init__(self, waited, woken_after=None):
        self.waited, self.woken_after, self.waits, self.woken = waited, woken_after, 0, False

    def wait(self, seconds):
        self.waits += 1
        self.waited(seconds)
        self.woken = self.woken or self.waits == self.woken_after
        return self.woken

    def is_set(self):
        return self.woken

    def clear(self):
        self.woken = False


def test_an_idle_loop_woken_from_another_thread_gives_the_next_frame_at_once(saves_folder, monkeypatch):
    """A hosted table's network thread wakes the loop when a message arrives: the frame after the wake
    runs without waiting for input, and what runs beside the scenes (`Context.background`) gets it."""
    from tabletop.ui import app
    ctx = Context(open_window((1000, 700)), saves_dir=saves_folder)
    sleeps, frames = [], []

    class Beside:
        def frame(self):
            frames.append(len(sleeps))
            ctx.running = False

        def busy(self):
            return False

    ctx.scenes.push(app.Scene(ctx))
    ctx.background.append(Beside())
    ctx.wake = Wake(sleeps.append, woken_after=3)
    pygame.event.clear()
    monkeypatch.setattr(app.pygame, "quit", lambda: None)
    app.main_loop(ctx)
    assert frames == [3] and not ctx.wake.woken  # three idle waits, the third woken, then one frame


def test_a_message_that_wakes_a_busy_loop_before_its_frames_time_is_worked_through_at_once(saves_folder, monkeypatch):
    """Between two frames the loop waits on the wake-up: what runs beside the scenes gets the message as it
    arrives (a move from another computer goes out to the other screens then), not at the next frame."""
    from tabletop.ui import app
    ctx = Context(open_window((1000, 700)), saves_dir=saves_folder)
    happened = []

    class Busy(app.Scene):
        def busy(self):
            return True

        def update(self, dt):
            happened.append("frame")
            ctx.running = happened.count("frame") < 2

    class Beside:
        def frame(self):
            happened.append("beside")

        def busy(self):
            return False

    ctx.scenes.push(Busy(ctx))
    ctx.background.append(Beside())
    ctx.wake = Wake(lambda seconds: None, woken_after=1)  # the first wait for the second frame's time is woken
    pygame.event.clear()
    monkeypatch.setattr(app.pygame, "quit", lambda: None)
    app.main_loop(ctx)
    assert happened == ["beside", "frame", "beside", "beside", "frame"]  # the frame's own, the message's, the frame's
