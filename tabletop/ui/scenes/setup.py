"""Setting up a match: player count, names, human or computer, the game's options."""

from __future__ import annotations

import re

import pygame_gui
import pygame
from pygame_gui.elements import UIDropDownMenu, UIScrollingContainer, UITextBox, UITextEntryLine

from tabletop import games
from tabletop.engine.game import GameError
from tabletop.engine.match import COMPUTER, DEFAULT_LEVEL, HUMAN, REMOTE, Match, Player
from tabletop.engine.names import MAX_NAME, computer_name
from tabletop.engine.saves import MAX_SEED
from tabletop.words import current, say
from tabletop.words.wording import words

from ..gui import HELP_SIZE, NOTICE_SIZE, GuiScene, box_words, oid

# Who sits in a seat, by the catalogue name of its words in the seat's drop-down: a person here, a person
# on another computer (who joins the table the host's app offers), or the computer at one of its levels.
SEAT_CHOICES = {"human": (HUMAN, DEFAULT_LEVEL), "remote": (REMOTE, DEFAULT_LEVEL), "easy": (COMPUTER, "easy"),
                "normal": (COMPUTER, "normal"), "strong": (COMPUTER, "strong")}
# The seats column: a seat's name, the player's name, who plays it. Kept narrow enough that at 1000 pixels
# the options beside it still show their longest choice ("Each colour ranked on its own") whole.
SEAT_LABEL_W = 120
NAME_X, NAME_W = 130, 250
KIND_X, KIND_W = 390, 210
SEATS_W = KIND_X + KIND_W
# The seeds the box takes: 0 to 2^64 - 1, within what a save holds (-MAX_SEED < seed < MAX_SEED). Every game
# draws its chances through Rng.from_seed, and Match.bot_rng its computer seats' choices, from the seed's low
# 64 bits, so these are all the different matches there are: a negative seed, which a save also holds, only
# replays one of them (-1 deals as 2^64 - 1 does).
HIGHEST_SEED = MAX_SEED - 1
SEED_DIGITS = re.compile("[0-9]+")  # ASCII digits only: int() also reads "１２", "١٢" and "1_000"


class SetupScene(GuiScene):
    """One form: seats, options, an optional seed, and Start."""

    def __init__(self, ctx, game_id: str, players: list[Player] | None = None, options: dict | None = None):
        super().__init__(ctx)
        self.game = games.get(game_id)
        self.count = len(players) if players else (self.game.default_players or self.game.min_players)
        self.names = [p.name for p in players] if players else []
        self.kinds = [(p.kind, p.level) for p in players] if players else []
        self.options = self.game.normalise_options(options)
        self.error = ""
        self.name_entries: list[UITextEntryLine] = []
        self.kind_menus: list[UIDropDownMenu] = []
        self.option_menus: dict[str, UIDropDownMenu] = {}
        self.seed_entry = None
        self.seed_text = ""  # kept across a rebuild, so a refused seed stays in the box beside the reason

    def _remember(self) -> None:
        """Keep typed names across a rebuild (resize, player count change)."""
        for i, entry in enumerate(self.name_entries):
            while len(self.names) <= i:
                self.names.append("")
            self.names[i] = entry.get_text()
        if self.seed_entry is not None:
            self.seed_text = self.seed_entry.get_text()

    def rebuild(self) -> None:
        self._remember()
        super().rebuild()

    def build(self, width: int, height: int) -> None:
        # Seats (with the seed and Start) on the left, options on the right in a column that scrolls
        # when a game has more options than the window has room for, so ten seats fit at 1000x700.
        x, y = max(20, width // 2 - 600), 24
        self.label((x, y, SEATS_W, 40), say("ui.setup.heading", game=self.game.title), "heading")
        y += 52
        if self.game.min_players != self.game.max_players:
            counts = [str(n) for n in range(self.game.min_players, self.game.max_players + 1)]
            self.label((x, y, SEAT_LABEL_W, 36), say("ui.setup.players"))
            UIDropDownMenu(counts, str(self.count), (x + NAME_X, y, 100, 36), manager=self.manager,
                           object_id=oid("#count"))
            y += 44
        self.name_entries, self.kind_menus = [], []
        for seat in range(self.count):
            y = self._seat_row(seat, x, y)
        y += 8
        self.label((x, y, 260, 36), say("ui.setup.seed"))
        self.seed_entry = UITextEntryLine((x + 270, y, 200, 36), manager=self.manager, object_id=oid("#seed"))
        self.seed_entry.set_text(self.seed_text)
        y += 50
        self.button((x, y, 200, 48), say("ui.setup.start"), "start", self.start)
        self.button((x + 220, y, 160, 48), say("ui.back"), "back", self.on_escape)
        if self.error:
            UITextBox(box_words(words(self.error), SEATS_W, NOTICE_SIZE), pygame.Rect(x, y + 56, SEATS_W, max(40, height - y - 66)), manager=self.manager,
                      object_id=oid("#notice"), plain_text_display_only=True)
        options_x = x + SEATS_W + 30
        self._options_column(options_x, 76, min(560, width - options_x - 20), height - 96)

    def _options_column(self, x: int, y: int, w: int, h: int) -> None:
        """The game's options that matter at the chosen player count, scrolling when they are taller than
        the window."""
        self.option_menus = {}
        shown = [opt for opt in self.game.options if opt.applies(self.count)]
        if not shown:
            return
        scroller = UIScrollingContainer(pygame.Rect(x, y, w, h), manager=self.manager, allow_scroll_x=False,
                                        object_id=oid("#options"))
        inner, top = w - 24, 0  # room for the scroll bar
        for opt in shown:
            top = self._option_row(opt, scroller, inner, top)
        scroller.set_scrollable_area_dimensions((inner, top))

    def _seat_row(self, seat: int, x: int, y: int) -> int:
        seat_name = self.game.seat_words(seat)
        self.label((x, y, SEAT_LABEL_W, 36), say("ui.setup.seat", seat=seat_name))
        entry = UITextEntryLine((x + NAME_X, y, NAME_W, 36), manager=self.manager, object_id=oid(f"#name_{seat}"),
                                placeholder_text=words(say("ui.setup.name_of", seat=seat_name)))
        entry.set_text_length_limit(MAX_NAME)
        typed = self.names[seat] if seat < len(self.names) else ""
        if typed or self._seat_choice(seat)[0] == COMPUTER:
            entry.set_text(typed or computer_name(seat, current()))
        self.name_entries.append(entry)
        chosen = next((k for k, v in SEAT_CHOICES.items() if v == self._seat_choice(seat)), "human")
        labels = [_kind_words(kind) for kind in SEAT_CHOICES]
        self.kind_menus.append(UIDropDownMenu(labels, _kind_words(chosen), (x + KIND_X, y, KIND_W, 36),
                                              manager=self.manager, object_id=oid(f"#kind_{seat}")))
        return y + 42

    def _option_row(self, opt, scroller, w: int, y: int) -> int:
        """One option: its name, its choices below, and its help text; returns the next row's top."""
        inside = scroller.get_container()
        pygame_gui.elements.UILabel(pygame.Rect(0, y, w, 28), words(say("ui.setup.option", option=opt.label)),
                                    manager=self.manager, container=inside, object_id=oid("#option_name"))
        labels = [words(text) for _, text in opt.choices]
        current = words(dict(opt.choices)[self.options[opt.name]])
        self.option_menus[opt.name] = UIDropDownMenu(labels, current, pygame.Rect(0, y + 30, w, 36),
                                                     manager=self.manager, container=inside,
                                                     object_id=oid(f"#opt_{opt.name}"))
        y += 70
        if opt.help:
            box = UITextBox(box_words(words(opt.help), w, HELP_SIZE), pygame.Rect(0, y, w, -1), manager=self.manager, container=inside,
                            object_id=oid("#help"), plain_text_display_only=True)
            y += box.rect.height + 4
        return y + 14

    def on_event(self, event) -> None:
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            return
        element_id = event.ui_object_id.split(".")[-1]
        if element_id == "#count":
            self.count = int(event.text)
            self.rebuild()
        elif element_id.startswith("#kind_"):
            seat = int(element_id.removeprefix("#kind_"))
            while len(self.kinds) <= seat:
                self.kinds.append((HUMAN, DEFAULT_LEVEL))
            self.kinds[seat] = next(v for k, v in SEAT_CHOICES.items() if _kind_words(k) == event.text)
            self._default_name(seat)
        elif element_id.startswith("#opt_"):
            name = element_id.removeprefix("#opt_")
            opt = next(o for o in self.game.options if o.name == name)
            self.options[name] = next(v for v, text in opt.choices if words(text) == event.text)

    def _default_name(self, seat: int) -> None:
        """A seat turned computer shows its default name, and turned to a person (here or on another
        computer) again loses it; a name someone typed is kept either way."""
        if seat >= len(self.name_entries):
            return
        entry, default = self.name_entries[seat], computer_name(seat, current())
        typed = entry.get_text().strip()
        if self._seat_choice(seat)[0] == COMPUTER and typed in ("", self.game.seat_name(seat)):
            entry.set_text(default)
        elif self._seat_choice(seat)[0] != COMPUTER and typed == default:
            entry.set_text("")
        self._remember()

    def players(self) -> list[Player]:
        """The seats as typed; a blank name becomes the computer's default name, or the seat's name (a
        person on another computer who joins replaces it with the name they type there)."""
        self._remember()
        out = []
        for seat in range(self.count):
            name = (self.names[seat] if seat < len(self.names) else "").strip()
            kind, level = self._seat_choice(seat)
            fallback = computer_name(seat, current()) if kind == COMPUTER else self.game.seat_name(seat)
            out.append(Player(name or fallback, kind, level))
        return out

    def _seat_choice(self, seat: int) -> tuple[str, str]:
        """(kind, level) of a seat: a person unless the dropdown said otherwise."""
        return self.kinds[seat] if seat < len(self.kinds) else (HUMAN, DEFAULT_LEVEL)

    def start(self) -> None:
        try:
            seed = typed_seed(self.seed_entry.get_text() if self.seed_entry else "")
        except ValueError:
            self.error = say("ui.setup.bad_seed", highest=HIGHEST_SEED)
            self.rebuild()
            return
        try:
            match = Match.start(self.game.id, self.players(), self.options, seed)
        except GameError as exc:
            self.error = exc.reason
            self.rebuild()
            return
        self.ctx.nav.table(match)


def typed_seed(text: str) -> int | None:
    """The seed typed in the box, spaces around it ignored: None when blank (a random one); ValueError
    unless it is a whole number from 0 to HIGHEST_SEED in ASCII digits."""
    text = text.strip()
    if not text:
        return None
    significant = text.lstrip("0") or "0"
    # The length before int(), which refuses a string of more than 4,300 digits.
    if not (SEED_DIGITS.fullmatch(text) and len(significant) <= len(str(HIGHEST_SEED))
            and int(significant) <= HIGHEST_SEED):
        raise ValueError(f"not a seed from 0 to {HIGHEST_SEED}: {text[:40]!r}")
    return int(significant)


def _kind_words(kind: str) -> str:
    """A seat's kind as its drop-down shows it: 'Human', 'Computer: Normal'."""
    return words(say(f"ui.setup.kind.{kind}"))
