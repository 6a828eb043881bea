"""The Things' zones: the seats round the table, the fight (or the Talk), what a player knows, the cards
on the table.

- `things_seats` (data: the whole view): every seat on an oval, the viewer at the bottom, clockwise;
  each with its player's name, cards held, a cross when dead, a gold frame for the active player, a
  green dot for the one being asked, the side taken in a fight, "seen red" once everybody saw it play
  a red card, and at the end the role. Seats are "seat/<n>" for clicks (attack, test, trade).
- `things_combat` (data: the whole view): a fight's two sides, each player's cards and value, the
  totals or face counts; between fights, the Talk under way.
- `things_private` (data: the whole view): "You are Human / a Thing", the cards the player knows are
  in other hands and what it learnt privately; only a private view has any of it.
- `things_cards` (data: the whole view): the draw and discard piles with their counts (a fight's
  cards glide onto the discard pile, "piles/discard"), and the cards
  of the moment: the searched card, the set-aside card, the partner's face-down cards ("blind/<k>").
"""

from __future__ import annotations

import math
from typing import Any

import pygame

from tabletop.words import say, text

from .. import motion, theme
from .base import NO_MARKS, Marks, ZoneDrawer, draw_panel, join, mark_card, ring, wash
from .cardface import CARD_RATIO, card_size, draw_card, pile_here

THING = "thing"  # the views' `role_id` of a Thing: drawn in red
# The prompts that ask for a player (a forced exchange's partner, the volunteer picked): the seats that may be
# named are lit before any click, as the cards of a take are (other prompts light seats once a card is picked).
NAMING_STEPS = frozenset({"force", "choose"})

GOLD = (232, 186, 60)
DEAD = (96, 96, 96)
# A fight's sides: no red, which would read as the Things' colour on the attacker's seat.
SIDE_COLOURS = {"attack": (222, 118, 24), "defence": (60, 110, 200)}


def lit(path: str, marks: Marks, first_click: bool = True) -> bool:
    """Whether `path` is lit as a place to click now: a next click, or (`first_click`) a first one."""
    if path in marks.selected:
        return False
    return path in marks.targets or (first_click and path in marks.starts and marks.offers(path))


def lines_of(words: str, size: float, width: int, most: int = 3, bold: bool = False) -> list[str]:
    """`words` wrapped into at most `most` lines (the drawers keep their words short enough)."""
    return theme.wrap(words, size, max(10, width), bold, max_lines=most)


def blit_lines(surface, lines, x: int, y: int, size: float, colour, bold: bool = False) -> int:
    """Draw lines from (x, y); returns the y below them."""
    for line in lines:
        image = theme.text(line, size, colour, bold)
        surface.blit(image, (x, y))
        y += theme.font(size, bold).get_linesize()
    return y


class ThingsSeatsDrawer(ZoneDrawer):
    """The players round the table."""

    kind = "things_seats"
    still = True  # many names and marks, no card: its picture is kept while the view stays the same

    def chip_rects(self, rect: pygame.Rect, view: dict) -> list[pygame.Rect]:
        """One rect per seat on an oval, the viewer (or seat 1) at the bottom, going clockwise: as wide as
        they go without touching one another (ten seats crowd the oval's bottom and top)."""
        count = len(view.get("seats") or [])
        scale = self.scale(rect)
        # Neighbours by the viewer's chip sit side by side: the chip is at most as wide as that gap allows.
        spread = 0.95 * math.sin(2 * math.pi / max(count, 3))
        widest = round(min(170 * scale, rect.width * spread / (2 + spread), rect.width / 3))
        h = round(58 * scale)
        gap = max(2, round(4 * scale))
        out: list[pygame.Rect] = []
        for w in range(widest, max(40, widest // 2) - 1, -max(1, widest // 40)):
            out = self._on_oval(rect, view, count, w, h, scale)
            if not any(a.inflate(gap, gap).colliderect(b) for i, a in enumerate(out) for b in out[i + 1:]):
                break
        return out

    @staticmethod
    def _on_oval(rect: pygame.Rect, view: dict, count: int, w: int, h: int, scale: float) -> list[pygame.Rect]:
        bottom = view.get("viewer") if isinstance(view.get("viewer"), int) else 0
        cx, cy = rect.centerx, rect.centery
        rx, ry = (rect.width - w) / 2 - 4 * scale, (rect.height - h) / 2 - 4 * scale
        out = [pygame.Rect(0, 0, w, h)] * count
        for k in range(count):
            seat = (bottom + k) % count
            angle = math.pi / 2 + 2 * math.pi * k / count  # down first, then round by the left
            box = pygame.Rect(0, 0, w, h)
            box.center = (round(cx + rx * math.cos(angle)), round(cy + ry * math.sin(angle)))
            out[seat] = box
        return out

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        table = rect.inflate(-round(120 * scale), -round(90 * scale))
        pygame.draw.ellipse(surface, (22, 52, 42), table)
        pygame.draw.ellipse(surface, (60, 100, 84), table, max(1, round(2 * scale)))
        self.centre(surface, table, view, scale)
        players = view.get("players") or []
        naming = view.get("step") in NAMING_STEPS
        for seat, box in enumerate(self.chip_rects(rect, view)):
            if seat < len(players):
                self.chip(surface, box, players[seat], join("seat", seat), marks, scale, naming)
                motion.source_at(motion.place_source(join("seat", seat)), box)  # a card given from this seat

    def centre(self, surface, table: pygame.Rect, view: dict, scale: float) -> None:
        """The turn in the middle of the table."""
        image = self.turn(view, scale)
        surface.blit(image, image.get_rect(center=table.center))

    @staticmethod
    def turn(view: dict, scale: float) -> pygame.Surface:
        words = text(say("table.things.turn", n=view.get("turn", 1)))
        return theme.text(words, 18 * scale, theme.INK_ON_TABLE_SOFT, True)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The turn in the middle ("turn") and each seat's line of cards held, dead or seen red
        ("seat/2/count")."""
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        turn = self.turn(view, scale).get_rect(center=rect.center)  # the oval's centre is the zone's
        seats = {join("seat", seat, "count"): self.detail_rect(box, scale)
                 for seat, box in enumerate(self.chip_rects(rect, view))}
        return {join(path, "turn"): turn} | seats

    @staticmethod
    def detail_rect(box: pygame.Rect, scale: float) -> pygame.Rect:
        """Where a seat's second line (cards held, dead, seen red) is drawn in its chip."""
        inner = box.inflate(-2 * round(6 * scale), -2 * round(6 * scale))
        top = inner.y + round(22 * scale)
        return pygame.Rect(inner.x, top, inner.width, max(1, inner.bottom - top))

    def chip(self, surface, box: pygame.Rect, player: dict, path: str, marks: Marks, scale: float,
             naming: bool = False) -> None:
        """One seat: name, cards, marks (`naming`: the prompt asks for a player, so a seat that may be named is lit)."""
        alive = player.get("alive", True)
        radius = max(4, round(8 * scale))
        pygame.draw.rect(surface, theme.PANEL if alive else (150, 150, 146), box, border_radius=radius)
        side = player.get("side")
        if side:
            pygame.draw.rect(surface, SIDE_COLOURS[side], box, max(2, round(4 * scale)), border_radius=radius)
        if player.get("active"):
            ring(surface, box.inflate(round(6 * scale), round(6 * scale)), GOLD, max(2, round(3 * scale)), radius)
        if lit(path, marks, naming):
            ring(surface, box.inflate(round(10 * scale), round(10 * scale)), theme.TARGET, max(2, round(3 * scale)), radius)
        if path == marks.hover:
            ring(surface, box, theme.HOVER, max(2, round(2 * scale)), radius)
        pad = round(6 * scale)
        inner = box.inflate(-2 * pad, -2 * pad)
        size = 15 * scale
        seat = int(player.get("seat", 0))
        name, mark = self.who(seat, player.get("name", ""))
        dot = round(5 * scale) if player.get("asked") else 0
        if dot:
            pygame.draw.circle(surface, theme.TARGET, (inner.right - dot, inner.y + dot + round(2 * scale)), dot)
        title = theme.fit_name(name, "", size, theme.INK if alive else DEAD, inner.width - 3 * dot, bold=True)
        surface.blit(title, inner.topleft)
        words = self.detail(player, mark)
        if theme.width(words, 13 * scale) > inner.width:
            words = self.detail(player)  # a narrow chip drops the seat's words first
        detail = theme.fit_text(words, 13 * scale, theme.INK_SOFT, inner.width)
        surface.blit(detail, self.detail_rect(box, scale).topleft)

    @staticmethod
    def detail(player: dict, mark: str = "") -> str:
        """The second line: the seat's words, cards held or dead; seen red; the role at the end."""
        parts = [mark] if mark else []
        if player.get("role"):
            return " · ".join(parts + [player["role"] + ("" if player.get("alive", True) else " ✝")])
        count = int(player.get("count", 0))
        parts.append(text(say("table.cards", count=count) if player.get("alive", True) else say("table.things.dead")))
        if player.get("exposed"):
            parts.append(text(say("table.things.seen_red")))
        return " · ".join(parts)

    def hit(self, rect: pygame.Rect, data: Any, pos, path: str) -> str | None:
        view = data if isinstance(data, dict) else {}
        for seat, box in enumerate(self.chip_rects(rect, view)):
            if box.collidepoint(pos):
                return join("seat", seat)
        return None


class ThingsCombatDrawer(ZoneDrawer):
    """A fight's sides with their cards and totals; or the Talk under way."""

    kind = "things_combat"
    shows_pieces = True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        if view.get("phase") == "over":  # the end: every hand and role, where the fights were
            hands = ThingsHandsDrawer(self.zone, self.viewer, self.path)
            hands.typed_names = self.typed_names
            hands.draw(surface, rect, data, marks)
            return
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        pad = round(10 * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        combat, offer = view.get("combat"), view.get("offer")
        names = view.get("seats") or []
        if combat:
            self.fight(surface, inner, combat, names, scale)
        elif offer:
            self.talk(surface, inner, offer, names, scale)
        else:
            blit_lines(surface, [text(say("table.things.no_fight"))], inner.x, inner.y, 17 * scale, theme.INK_ON_TABLE, True)

    def name(self, names, seat) -> str:
        typed, _ = self.who(seat, names[seat] if 0 <= seat < len(names) else "")
        return typed

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """In a fight, its round and each side's total over the side's column ("combat/attack",
        "combat/defence"); the cards played are pieces (the table follows them)."""
        view = data if isinstance(data, dict) else {}
        combat = view.get("combat")
        if view.get("phase") == "over" or not isinstance(combat, dict):
            return {}
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(10 * scale), -2 * round(10 * scale))
        top = self.fight_top(inner, combat, scale)
        half = (inner.width - round(10 * scale)) // 2
        line = theme.font(14 * scale, True).get_linesize() + round(6 * scale)  # a side's title, under its padding
        sides = {join("combat", key): pygame.Rect(inner.x + k * (half + round(10 * scale)), top, half, line)
                 for k, key in enumerate(("attack", "defence"))}
        return {join("combat", "round"): pygame.Rect(inner.x, inner.y, inner.width, top - inner.y)} | sides

    @staticmethod
    def fight_heading(combat: dict) -> str:
        """'Round 2: the attack plays · numbers count'."""
        faces = combat.get("mode") == "faces"
        mode = say("table.things.faces_count") if faces else say("table.things.numbers_count")
        attack = combat.get("round_side") == "attack"
        side = say("table.things.attack_side") if attack else say("table.things.defence_side")
        return text(say("table.things.fight_heading", round=combat.get("round"), side=side, mode=mode))

    def fight_top(self, inner: pygame.Rect, combat: dict, scale: float) -> int:
        """Where the sides' columns start, under the fight's heading."""
        lines = lines_of(self.fight_heading(combat), 16 * scale, inner.width, 2, True)
        return inner.y + len(lines) * theme.font(16 * scale, True).get_linesize() + round(4 * scale)

    def fight(self, surface, inner: pygame.Rect, combat: dict, names, scale: float) -> None:
        """The heading, then one column per side."""
        size = 16 * scale
        faces = combat.get("mode") == "faces"
        blit_lines(surface, lines_of(self.fight_heading(combat), size, inner.width, 2, True), inner.x, inner.y, size,
                   theme.INK_ON_TABLE, True)
        top = self.fight_top(inner, combat, scale)
        half = (inner.width - round(10 * scale)) // 2
        for k, key in enumerate(("attack", "defence")):
            left = inner.x + k * (half + round(10 * scale))
            column = pygame.Rect(left, top, half, inner.bottom - top + round(4 * scale))
            self.side(surface, column, key, combat[key], names, faces, scale)

    def side(self, surface, column: pygame.Rect, key: str, side: dict, names, faces: bool, scale: float) -> None:
        """A side ("attack" or "defence"): its players, each with the cards played and their value."""
        size = 14 * scale
        pygame.draw.rect(surface, SIDE_COLOURS[key], column, max(1, round(2 * scale)),
                         border_radius=round(6 * scale))
        pad = round(6 * scale)
        x, y = column.x + pad, column.y + pad
        title = say("table.things.attack") if key == "attack" else say("table.things.defence")
        total = say("table.things.side_faces", n=side["faces"]) if faces else say("table.things.side_total", n=side["total"])
        y = blit_lines(surface, [f"{text(title)} · {text(total)}"], x, y, size, theme.INK_ON_TABLE, True)
        rows = side.get("players") or []
        room = column.bottom - y - pad
        row_h = max(1, min(round(76 * scale), room // max(1, len(rows))))
        for row in rows:
            label = theme.fit_name(self.name(names, row["seat"]), "" if faces else f"  {row['value']}", size,
                                   theme.INK_ON_TABLE_SOFT, column.width - 2 * pad)
            surface.blit(label, (x, y))
            card_h = max(8, row_h - label.get_height() - round(4 * scale))
            w, h = card_size(card_h)
            cards = row.get("cards") or []
            step = min(w + round(3 * scale), (column.width - 2 * pad - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
            for i, card in enumerate(cards):
                draw_card(surface, card, pygame.Rect(x + i * step, y + label.get_height() + round(2 * scale), w, h))
            y += row_h

    def talk(self, surface, inner: pygame.Rect, offer: dict, names, scale: float) -> None:
        """The offer, who volunteered, who is still to answer, the partner."""
        size = 16 * scale
        gives = text(say("table.things.or")).join(str(g) for g in offer.get("gives") or [])
        by = self.name(names, offer["by"])
        talk = text(say("table.things.talk", who=by, gives=gives or "?", wants=str(offer["want"])))
        y = blit_lines(surface, lines_of(talk, size, inner.width, 3, True), inner.x, inner.y, size, theme.INK_ON_TABLE, True)
        volunteers = ", ".join(self.name(names, v) for v in offer.get("volunteers") or []) or text(say("table.things.none_yet"))
        lines = [text(say("table.things.volunteers", who=volunteers))]
        if offer.get("partner", -1) >= 0:
            lines.append(text(say("table.things.partner", who=self.name(names, offer["partner"]))))
        for words in lines:
            y = blit_lines(surface, lines_of(words, 14 * scale, inner.width), inner.x, y + round(4 * scale),
                           14 * scale, theme.INK_ON_TABLE)


class ThingsPrivateDrawer(ZoneDrawer):
    """What this player alone knows."""

    kind = "things_private"
    shows_pieces = False
    still = True

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        pad = round(10 * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        clip = surface.get_clip()
        surface.set_clip(rect)
        roles = say("table.things.roles_shown") if view.get("phase") == "over" else say("table.things.roles_hidden")
        role = view.get("role") or text(roles)
        y = blit_lines(surface, lines_of(role, 20 * scale, inner.width, 2, True), inner.x, inner.y, 20 * scale,
                       theme.CARD_RED if view.get("role_id") == THING else theme.INK, True)
        size = 13 * scale
        known = [self.with_names(text(say("table.things.holds", who=str(k["name"]), card=str(k["card"]["label"]))))
                 for k in view.get("known") or []]
        notes = [self.with_names(str(note)) for note in view.get("notes") or []]
        entries = ([(text(say("table.things.you_know")), True)] + [(k, False) for k in known] if known else []) + \
                  ([(text(say("table.things.you_learnt")), True)] + [(n, False) for n in notes] if notes else [])
        height = theme.font(size).get_linesize()
        wrapped = [(lines_of(words, size, inner.width, 4), bold) for words, bold in entries]
        while wrapped and y + height * sum(len(w) for w, _ in wrapped) > inner.bottom:
            drop = next((i for i, (_, bold) in enumerate(wrapped) if not bold), None)
            if drop is None:
                break
            wrapped.pop(drop)  # the oldest first: the newest stay in sight
        for lines, bold in wrapped:
            y = blit_lines(surface, lines, inner.x, y + (round(4 * scale) if bold else 0), size, theme.INK, bold)
        surface.set_clip(clip)


class ThingsCardsDrawer(ZoneDrawer):
    """The piles, and the cards of the moment (searched, set aside, the partner's face-down cards)."""

    kind = "things_cards"

    def rank_tiles(self, rect: pygame.Rect, view: dict) -> list[tuple[str, str, pygame.Rect]]:
        """(path, label, rect) of the ranks a Talk may ask for, in two rows below the piles."""
        wants = view.get("want") or {}
        if not wants:
            return []
        piles, _, title = self.slots(rect, {})
        scale = self.scale(rect)
        gap = round(4 * scale)
        inner = rect.inflate(-round(20 * scale), -round(20 * scale))
        side = min((inner.width - 6 * gap) // 7, (inner.bottom - title.bottom - gap) // 2)
        out = []
        for k, rank in enumerate(sorted(wants, key=int)):
            row, col = divmod(k, 7)
            box = pygame.Rect(inner.x + col * (side + gap), title.bottom + row * (side + gap), side, side)
            out.append((join("want", rank), str(wants[rank].get("label", rank)), box))
        return out

    def moment(self, view: dict) -> tuple[str, str, list]:
        """(title, path, cards) of what this moment shows."""
        titles = (("searched", say("table.things.you_drew")), ("aside", say("table.things.you_set_aside")),
                  ("blind", say("table.things.take_one_unseen")), ("got", say("table.things.you_got")))
        for key, title in titles:
            if view.get(key):
                return text(title), key, view[key]
        piles = view.get("piles") or {}
        if piles.get("discard_up"):
            return text(say("table.things.face_up_discards")), "piles/discard_up", piles["discard_up"]
        return "", "", []

    def slots(self, rect: pygame.Rect, view: dict) -> tuple[list[pygame.Rect], list[pygame.Rect], pygame.Rect]:
        """(pile rects, moment card rects, the moment's title area)."""
        scale = self.scale(rect)
        pad = round(10 * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        head = round(20 * scale)
        w, h = card_size(min(round(90 * scale), (inner.height - 2 * head - pad) // 2))
        piles = [pygame.Rect(inner.x + k * (w + pad * 3), inner.y + head, w, h) for k in range(2)]
        _, _, cards = self.moment(view)
        top = inner.y + head + h + pad + head
        room = inner.width
        step = min(w + round(4 * scale), (room - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
        return piles, [pygame.Rect(inner.x + i * step, top, w, h) for i in range(len(cards))], \
            pygame.Rect(inner.x, top - head, inner.width, head)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        piles, cards, title_area = self.slots(rect, view)
        counts = view.get("piles") or {}
        size = 14 * scale
        names = ((say("table.things.draw_pile"), "draw"), (say("table.things.discard_pile"), "discard"))
        for box, (word, key) in zip(piles, names):
            count = (counts.get(key) or {}).get("count", 0)
            pile_here(join("piles", key), box)  # cards leaving play land here
            if count:
                draw_card(surface, {"hidden": True}, box)
            else:
                pygame.draw.rect(surface, (60, 90, 78), box, max(1, round(2 * scale)), border_radius=round(6 * scale))
            image = self.pile_words(word, count, scale)
            surface.blit(image, image.get_rect(bottomleft=(box.x, box.y - round(2 * scale))))
        self.draw_ranks(surface, rect, view, marks, scale)
        title, path, shown = self.moment(view)
        if title:
            surface.blit(theme.text(title, size, theme.INK_ON_TABLE, True), title_area.topleft)
        for index, (card, box) in enumerate(zip(shown, cards)):
            draw_card(surface, card, box)
            if path == "blind" and lit(join(path, index), marks):  # take one: every face-down card may be
                width = max(2, box.width // 16)
                ring(surface, box.inflate(2 * width, 2 * width), theme.TARGET, width + 1, max(3, box.width // 9))
            mark_card(surface, box, join(path, index), marks)

    @staticmethod
    def pile_words(word, count: int, scale: float) -> pygame.Surface:
        """A pile's name with its count ("Draw 30")."""
        return theme.text(f"{text(word)} {count}", 14 * scale, theme.INK_ON_TABLE, True)

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Each pile's count over it ("piles/draw/count", "piles/discard/count")."""
        view = data if isinstance(data, dict) else {}
        piles, _, _ = self.slots(rect, view)
        counts, scale = view.get("piles") or {}, self.scale(rect)
        names = ((say("table.things.draw_pile"), "draw"), (say("table.things.discard_pile"), "discard"))
        return {join("piles", key, "count"): self.pile_words(word, (counts.get(key) or {}).get("count", 0), scale)
                .get_rect(bottomleft=(box.x, box.y - round(2 * scale))) for box, (word, key) in zip(piles, names)}

    def draw_ranks(self, surface, rect: pygame.Rect, view: dict, marks: Marks, scale: float) -> None:
        """The rank tiles of a Talk's offer (click the card first, then the rank asked for)."""
        tiles = self.rank_tiles(rect, view)
        if not tiles:
            return
        _, _, title = self.slots(rect, {})
        surface.blit(theme.text(text(say("table.things.ask_for")), 14 * scale, theme.INK_ON_TABLE, True), title.topleft)
        for path, label, box in tiles:
            lit = path in marks.targets
            pygame.draw.rect(surface, theme.PANEL, box, border_radius=round(5 * scale))
            image = theme.text(label, 16 * scale, theme.INK, True)
            surface.blit(image, image.get_rect(center=box.center))
            if lit:
                ring(surface, box, theme.TARGET, max(2, round(3 * scale)), round(5 * scale))
            if path == marks.hover:
                ring(surface, box, theme.HOVER, max(1, round(2 * scale)), round(5 * scale))

    def hit(self, rect: pygame.Rect, data: Any, pos, path: str) -> str | None:
        view = data if isinstance(data, dict) else {}
        for where, _, box in self.rank_tiles(rect, view):
            if box.collidepoint(pos):
                return where
        _, cards, _ = self.slots(rect, view)
        _, where, _ = self.moment(view)
        for index in range(len(cards) - 1, -1, -1):
            if cards[index].collidepoint(pos):
                return join(where, index)
        return None


class ThingsHandsDrawer(ZoneDrawer):
    """Every hand the view shows, one row per player with the role (at the end, when all are shown)."""

    kind = "things_hands"

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        view = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        wash(surface, rect, (0, 0, 0), 46, radius=max(4, round(8 * scale)))
        pad = round(8 * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        players = [p for p in view.get("players") or [] if p.get("cards") or p.get("role")]
        if not players:
            blit_lines(surface, [text(say("table.things.hands_at_end"))], inner.x, inner.y, 15 * scale, theme.INK_ON_TABLE)
            return
        row_h = inner.height // len(players)
        label_w = inner.width // 3
        for k, player in enumerate(players):
            y = inner.y + k * row_h
            name, _ = self.who(player.get("seat", 0), player.get("name", ""))
            role = player.get("role", "")
            colour = theme.CARD_RED if player.get("role_id") == THING else theme.INK_ON_TABLE
            title = theme.fit_name(name, "", 14 * scale, theme.INK_ON_TABLE, label_w, bold=True)
            surface.blit(title, (inner.x, y))
            words = role if player.get("alive", True) else text(say("table.things.role_dead", role=role))
            surface.blit(theme.text(words, 13 * scale, colour, True), (inner.x, y + title.get_height()))
            cards = player.get("cards") or []
            room = inner.right - (inner.x + label_w)
            by_width = (room - 4 * round(3 * scale)) / max(5, len(cards)) / CARD_RATIO  # five side by side
            w, h = card_size(max(8, min(row_h - round(4 * scale), by_width)))
            step = min(w + round(3 * scale), (room - w) // max(1, len(cards) - 1)) if len(cards) > 1 else w
            for i, face in enumerate(cards):
                draw_card(surface, face, pygame.Rect(inner.x + label_w + i * step, y, w, h))
