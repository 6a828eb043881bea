"""The window, the main loop and the scene stack.

The loop sleeps whenever no event is waiting and no scene is animating or
waiting for a timer, and redraws only scenes marked dirty, so an idle table
costs almost no CPU. Beside the scenes, what the context lists in `background`
(a table offered to other computers) is given each frame, whichever scene is on
top, and another thread wakes a sleeping loop for it (`Context.wake`).
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from tabletop.bots.worker import stop as stop_thinking
from tabletop.engine.autosaver import BackgroundSaver
from tabletop.engine.match import Match
from tabletop.engine.saves import default_saves_dir

from . import theme
from .navigator import Navigator
from .settings import Settings
from .sounds import SoundPlayer

FPS = 60
IDLE_SLEEP = 1 / 60  # seconds between looks at the event queue while nothing happens
DROWSY_SLEEP = 1 / 30  # and once nothing has happened for DROWSY_AFTER: half the wake-ups, a click still
DROWSY_AFTER = 1.0     # answered within a frame at 30 fps
MAX_STEP = 0.1  # seconds: the longest time step handed to update() after an idle spell
MIN_SIZE = (960, 600)


class Scene:
    """One screen of the app; scenes sit on a stack and the top one gets events."""

    opaque = True  # an opaque scene hides the ones below it

    def __init__(self, ctx: "Context"):
        self.ctx = ctx
        self.dirty = True

    def enter(self) -> None:
        """Called when the scene becomes the top of the stack."""

    def exit(self) -> None:
        """Called when the scene leaves the stack."""

    def resize(self, size: tuple[int, int]) -> None:
        """The window changed size."""
        self.dirty = True

    def handle_event(self, event: pygame.event.Event) -> None:
        """One input event."""

    def update(self, dt: float) -> None:
        """Time passed (seconds)."""

    def busy(self) -> bool:
        """True while the scene needs frames without input (animation, timers)."""
        return False

    def idle(self) -> None:
        """Nothing happens now (no input, nothing moving): a moment for work that would slow a frame later."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene."""


class SceneManager:
    """A stack of scenes with push, pop and replace."""

    def __init__(self) -> None:
        self.stack: list[Scene] = []

    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def push(self, scene: Scene) -> None:
        self.stack.append(scene)
        scene.dirty = True
        scene.enter()

    def pop(self) -> Scene:
        scene = self.stack.pop()
        scene.exit()
        if self.top:
            self.top.dirty = True
            self.top.enter()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for another."""
        if self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def reset(self, scene: Scene) -> None:
        """Clear the stack down to one scene."""
        while self.stack:
            self.stack.pop().exit()
        self.push(scene)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the highest opaque one up."""
        start = 0
        for i, scene in enumerate(self.stack):
            if scene.opaque:
                start = i
        return self.stack[start:]


@dataclass
class Context:
    """What every scene shares: the window, the stack, the saves folder, the autosave writer, the
    settings and the sound player."""

    screen: pygame.Surface
    scenes: SceneManager = field(default_factory=SceneManager)
    saves_dir: Path = field(default_factory=default_saves_dir)
    saver: BackgroundSaver = field(default_factory=BackgroundSaver)
    settings: Settings = field(default_factory=Settings)  # the app reads the file at start-up (cli.run_app)
    sounds: SoundPlayer = field(default_factory=SoundPlayer)  # silent until the app opens the mixer
    last_match: Match | None = None  # the match the table showed last: Continue resumes it without a replay
    last_autosave: Path | None = None  # the autosave file of that match
    menu_game: str | None = None  # the game last opened from the menu: back there, its page of games shows
    # Given every frame beside the scenes (a hosted table's network): each has frame() and busy(), True while
    # it needs frames without input.
    background: list = field(default_factory=list)
    wake: threading.Event = field(default_factory=threading.Event)  # set from another thread: the loop wakes
    running: bool = True
    _nav: object = field(default=None, repr=False)

    @property
    def nav(self):
        """The ways between screens (they reach the scenes that `tabletop.ui.scenes` gave them)."""
        if self._nav is None:
            self._nav = Navigator(self)
        return self._nav

    @property
    def size(self) -> tuple[int, int]:
        return self.screen.get_size()


def open_window(size: tuple[int, int] = (1280, 800)) -> pygame.Surface:
    """Initialise pygame and open the resizable main window."""
    # Only display and fonts: the running app opens the mixer on its own (sounds.SoundPlayer.opened),
    # so tests and screenshots never touch an audio device.
    pygame.display.init()
    pygame.font.init()
    theme.clear_caches()  # fonts cached before an earlier pygame.quit() are dead
    pygame.display.set_caption("Tabletop")  # names, the same in every language
    return pygame.display.set_mode(size, pygame.RESIZABLE)


def run_background(ctx: Context) -> None:
    """What runs beside the scenes (a hosted table's network): once a frame, and as soon as another thread
    wakes the loop between frames."""
    for job in list(ctx.background):
        job.frame()


def run_frame(ctx: Context, events: list[pygame.event.Event], dt: float) -> bool:
    """Dispatch events, update and redraw what changed; returns True if it drew."""
    run_background(ctx)
    for event in events:
        if event.type == pygame.QUIT:
            _quit(ctx)
            return False
        if event.type == pygame.VIDEORESIZE:
            _resize(ctx, event)
            continue
        if ctx.scenes.top:
            ctx.scenes.top.handle_event(event)
    if not ctx.running or not ctx.scenes.top:
        return False
    top = ctx.scenes.top
    top.update(dt)
    visible = ctx.scenes.visible()
    if not any(scene.dirty for scene in visible):
        return False
    for scene in visible:
        scene.draw(ctx.screen)
        scene.dirty = False
    pygame.display.flip()
    return True


def _quit(ctx: Context) -> None:
    # Scenes save on exit (the table writes its autosave), so closing loses nothing.
    while ctx.scenes.stack:
        ctx.scenes.stack.pop().exit()
    stop_thinking()  # a computer seat mid-search must not keep the closed app alive
    ctx.saver.flush()
    ctx.running = False


def _resize(ctx: Context, event: pygame.event.Event) -> None:
    width, height = max(event.w, MIN_SIZE[0]), max(event.h, MIN_SIZE[1])
    surface = pygame.display.get_surface()
    if surface is None or surface.get_size() != (width, height):
        surface = pygame.display.set_mode((width, height), pygame.RESIZABLE)
    ctx.screen = surface
    for scene in ctx.scenes.stack:
        scene.resize((width, height))


def _woken(ctx: Context) -> bool:
    """Whether something beside the scenes wants a frame now."""
    return ctx.wake.is_set() or any(job.busy() for job in ctx.background)


def _until_tick(ctx: Context, tick: float) -> None:
    """Wait for the next frame's time; what another thread wakes the loop for meanwhile (a move from another
    computer) is worked through at once, not at the tick: the frame draws it, the other screens get it sooner."""
    while True:
        left = tick - time.perf_counter()
        if left <= 0 or not ctx.wake.wait(left):
            return
        ctx.wake.clear()
        run_background(ctx)


def main_loop(ctx: Context) -> None:
    """Run until the window closes: frames at 60 fps when busy, a light sleep when idle."""
    last = time.perf_counter() - 1.0 / FPS  # when the last frame began
    idle_since = None
    while ctx.running and ctx.scenes.top:
        events = pygame.event.get()
        if not events and not ctx.scenes.top.busy() and not _woken(ctx):
            now = time.monotonic()
            if idle_since is None:
                idle_since = now
                ctx.scenes.top.idle()
            # Waiting in Python costs less than pygame.event.wait, which polls inside SDL.
            ctx.wake.wait(DROWSY_SLEEP if now - idle_since > DROWSY_AFTER else IDLE_SLEEP)
            continue
        idle_since = None
        _until_tick(ctx, last + 1.0 / FPS)
        ctx.wake.clear()  # before the frame: what arrives during it wakes the loop again
        now = time.perf_counter()
        dt, last = min(now - last, MAX_STEP), now
        run_frame(ctx, events, dt)
    pygame.quit()
