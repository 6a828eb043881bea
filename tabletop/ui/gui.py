"""pygame_gui glue: a manager with our theme and fonts, and a base for form-like scenes."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable

import pygame
import pygame_gui
from pygame_gui.core import ObjectID

from .app import Context, Scene

ASSETS = Path(__file__).resolve().parents[2] / "assets"
BACKGROUND = (24, 38, 31)
SETTLE_SECONDS = 0.6  # keep drawing briefly after input so hover and press states show


def make_manager(size: tuple[int, int]) -> pygame_gui.UIManager:
    """A UI manager with the app theme and the bundled DejaVu fonts."""
    theme = json.loads((ASSETS / "gui_theme.json").read_text(encoding="utf-8"))
    manager = pygame_gui.UIManager(size, theme_path=None, enable_live_theme_updates=False)
    fonts = ASSETS / "fonts"
    manager.add_font_paths("dejavu", str(fonts / "DejaVuSans.ttf"), str(fonts / "DejaVuSans-Bold.ttf"))
    manager.get_theme().load_theme(theme)
    return manager


def oid(name: str, cls: str | None = None) -> ObjectID:
    """An ObjectID for an element, e.g. oid('#start', '@menu')."""
    return ObjectID(object_id=name, class_id=cls)


class GuiScene(Scene):
    """A scene built from pygame_gui elements; rebuilt from scratch on resize."""

    def __init__(self, ctx: Context):
        super().__init__(ctx)
        self.manager = make_manager(ctx.size)
        self.actions: dict[str, Callable[[], None]] = {}
        self.settle = SETTLE_SECONDS

    def enter(self) -> None:
        self.rebuild()

    def rebuild(self) -> None:
        """Clear and rebuild every element for the current window size."""
        self.manager.clear_and_reset()
        self.manager.set_window_resolution(self.ctx.size)
        self.actions = {}
        self.build(*self.ctx.size)
        self.dirty = True

    def build(self, width: int, height: int) -> None:
        """Create the elements; subclasses fill this in."""

    def button(self, rect, text: str, name: str, action: Callable[[], None], **kw):
        """A button whose press runs `action` (dispatched by object id)."""
        element = pygame_gui.elements.UIButton(pygame.Rect(rect), text, manager=self.manager,
                                               object_id=oid(f"#{name}"), **kw)
        self.actions[f"#{name}"] = action
        return element

    def label(self, rect, text: str, style: str | None = None):
        return pygame_gui.elements.UILabel(pygame.Rect(rect), text, manager=self.manager,
                                           object_id=oid(f"#{style}") if style else None)

    def resize(self, size) -> None:
        self.rebuild()

    def handle_event(self, event) -> None:
        self.settle = SETTLE_SECONDS
        self.dirty = True
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self.actions.get(event.ui_object_id.split(".")[-1])
            if action:
                action()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_escape()
        else:
            self.on_event(event)

    def on_event(self, event) -> None:
        """Other events (drop-downs, lists, keys) for subclasses."""

    def on_escape(self) -> None:
        """Esc: by default go back one scene."""
        if len(self.ctx.scenes.stack) > 1:
            self.ctx.scenes.pop()

    def busy(self) -> bool:
        focused = self.manager.get_focus_set()
        typing = any(isinstance(e, pygame_gui.elements.UITextEntryLine) for e in focused or ())
        return self.settle > 0 or typing

    def update(self, dt: float) -> None:
        self.settle = max(0.0, self.settle - dt)
        self.manager.update(dt)
        if self.busy():
            self.dirty = True

    def draw(self, surface) -> None:
        if self.opaque:
            surface.fill(BACKGROUND)
        else:
            shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            shade.fill((*BACKGROUND, 215))
            surface.blit(shade, (0, 0))
        self.draw_below_gui(surface)
        self.manager.draw_ui(surface)

    def draw_below_gui(self, surface) -> None:
        """Custom drawing under the elements (pictures, previews)."""
