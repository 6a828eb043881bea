"""Drafting zones for each player and the match: a team with its marker and scores, and the score sheet.

- `team` (data: one player dict: "seat", "name", "team" [Pairs cards],
  "sum", "total", "marker" (row position or None), "standing", "start",
  "to_move", "paired" [the pair the last move sent to the discard pile]):
  the player's name ("Carol (Red)", shortened to fit) on the seat's
  colour, with the marker (a full disc at home, a ring while it lies on a
  card), the start-player star, the round standing, the team's cards sorted
  by number, and the game and match totals. A pair that just left the team
  flashes beside it, crossed out, on its way to the discard pile. The
  player to move gets a gold frame.
- `score_sheet` (data: {"columns" [seat words], "games", "totals", "target",
  "playing"}): one row per player, named in the seat's colour, across it the
  latest finished games that fit, the running game and the match total.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.words import say, text

from .. import theme
from .base import NO_MARKS, Marks, ZoneDrawer, card_slots, draw_panel, join, ring, spinner, wash
from .cardface import CARD_RATIO, card_size, draw_card
from .market import GOLD, follow_marker, marker, seat_colour

PAD = 8
FLASH = (255, 70, 60)


class TeamDrawer(ZoneDrawer):
    """One player's team and standing."""

    kind = "team"
    animation = 1.0  # set by the table: 0..1 since the pair shown last changed
    drawn: tuple = ((), {})  # (rect, {path steps: card rect}) of the last picture: what `shown` answers

    def animation_key(self, data: Any) -> tuple:
        """The pair on show: a new pair restarts the flash."""
        paired = data.get("paired") if isinstance(data, dict) else None
        return tuple(card.get("id") for card in paired or ())

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        player = data if isinstance(data, dict) else {}
        self.drawn = (tuple(rect), {})
        scale = self.scale(rect)
        radius = max(4, round(8 * scale))
        seat = int(player.get("seat", 0))
        wash(surface, rect, seat_colour(seat), 60, radius=radius)
        if player.get("to_move"):
            ring(surface, rect, GOLD, max(2, round(3 * scale)), radius)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        top = self._header(surface, inner, player, scale)
        if marks.thinking is not None and marks.thinking == player.get("seat"):
            r = 8 * scale  # round the marker, where _header draws it
            spinner(surface, (inner.x + r, inner.y + r + 2 * scale), r * 1.6, marks.turn, theme.CARD_PAPER)
        area = pygame.Rect(inner.x, top, inner.width, inner.bottom - top)
        self._cards(surface, area, player, scale)

    def shown(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """Each team card ("players/0/team/2", in the team's order), the pair on its way to the discard
        pile ("players/0/paired"), the team's scores ("players/0/sum") and its standing ("players/0/standing"),
        where the last picture of this rect drew them."""
        drawn_rect, places = self.drawn
        return {join(path, *part): box for part, box in places.items()} if drawn_rect == tuple(rect) else {}

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The team's sum and the match total ("players/0/sum"), and where its marker stands ("players/0/standing":
        the start, the card it is on, a lottery)."""
        figures = (join(path, "sum"), join(path, "standing"))
        return {place: box for place, box in self.shown(rect, data, path).items() if place in figures}

    def _header(self, surface, inner: pygame.Rect, player: dict, scale: float) -> int:
        """Marker, name, start star and standing on one line, the scores on the next; returns the y below."""
        seat = int(player.get("seat", 0))
        size = 17 * scale
        r = 8 * scale
        y = inner.y
        at_home = player.get("marker") is None
        if at_home:
            follow_marker(surface, (inner.x + r, y + r + 2 * scale), r, seat)
        else:
            marker(surface, (inner.x + r, y + r + 2 * scale), r, seat, hollow=True)
        x = inner.x + round(2 * r + 6 * scale)
        name, mark = self.who(seat, player.get("name", ""))
        name = theme.fit_name(name, self.name_tail(mark), size, theme.CARD_PAPER, inner.right - x, bold=True)
        surface.blit(name, (x, y))
        x += name.get_width() + round(8 * scale)
        extras = []
        if player.get("start"):
            extras.append(text(say("table.dream.start")))
        if not at_home:
            extras.append(text(say("table.dream.marker_on", pos=player["marker"] + 1)))
        if player.get("standing"):
            extras.append(str(player["standing"]))
        words = "  ·  ".join(extras)
        small = 14 * scale
        fits = theme.width(words, small) <= inner.right - x
        standing = []
        if words and fits:
            image = theme.text(words, small, theme.INK_ON_TABLE)
            surface.blit(image, (x, y + round(2 * scale)))
            standing.append(image.get_rect(topleft=(x, y + round(2 * scale))))
        y += name.get_height() + round(2 * scale)
        if words and not fits:  # a narrow seat: the standing gets lines of its own, broken between its parts
            for line in joined_lines(extras, "  ·  ", small, inner.width):
                image = theme.fit_text(line, small, theme.INK_ON_TABLE, inner.width)
                surface.blit(image, (inner.x, y))
                standing.append(image.get_rect(topleft=(inner.x, y)))
                y += image.get_height()
        if standing:
            self.drawn[1][("standing",)] = standing[0].unionall(standing[1:])
        scores = text(say("table.dream.team_scores", team=player.get("sum", 0), total=player.get("total", 0)))
        image = theme.fit_text(scores, 14 * scale, theme.INK_ON_TABLE, inner.width)
        surface.blit(image, (inner.x, y))
        self.drawn[1][("sum",)] = image.get_rect(topleft=(inner.x, y))
        return y + image.get_height() + round(4 * scale)

    def _cards(self, surface, area: pygame.Rect, player: dict, scale: float) -> None:
        """The team's cards, then a flashing crossed-out pair on its way to the discard pile."""
        team = list(player.get("team") or [])
        paired = list(player.get("paired") or [])
        cards = team + paired
        if not cards:
            surface.blit(theme.text(text(say("table.dream.no_cards_yet")), 14 * scale, theme.INK_ON_TABLE_SOFT), area.topleft)
            return
        gap = max(2, round(5 * scale))
        height, rows = _fit(area, len(cards) + (1 if paired else 0), gap, 110 * scale)
        slots = card_slots(area, len(cards) + (1 if paired else 0), card_size(height), "right", gap, rows)
        places = self.drawn[1]
        for index, (card, slot) in enumerate(zip(team, slots)):
            draw_card(surface, card, slot)
            places[("team", index)] = pygame.Rect(slot)
        pair_slots = slots[len(team) + 1:] if paired else []
        if pair_slots:
            places[("paired",)] = pair_slots[0].unionall(pair_slots[1:])
        for card, slot in zip(paired, pair_slots):
            self._pair_card(surface, card, slot, scale)
        if pair_slots:  # a tag on a dark strip across the top of the pair
            words = theme.text(text(say("table.dream.pair_to_discard")), 12 * scale, FLASH, bold=True)
            box = words.get_rect(midtop=(pair_slots[0].right + gap // 2, pair_slots[0].y + 1)).inflate(6, 2)
            pygame.draw.rect(surface, theme.darken(theme.TABLE, 0.4), box, border_radius=3)
            surface.blit(words, words.get_rect(center=box.center))

    def _pair_card(self, surface, card: dict, slot: pygame.Rect, scale: float) -> None:
        """A card of the discarded pair: flashing while the animation runs, then crossed out."""
        flashing = self.animation < 1.0
        lit = flashing and int(self.animation * 4) % 2 == 0  # two blinks while the table animates
        draw_card(surface, card, slot, "face" if lit else "dim")
        width = max(2, round(3 * scale))
        if flashing:
            ring(surface, slot.inflate(3 * width, 3 * width), FLASH if lit else GOLD, width + 1, max(3, slot.width // 8))
        else:
            pygame.draw.line(surface, FLASH, slot.topleft, slot.bottomright, width)
            pygame.draw.line(surface, FLASH, slot.topright, slot.bottomleft, width)


def joined_lines(parts: list[str], joint: str, size: float, width: int) -> list[str]:
    """The parts joined on as few lines of `width` pixels as they go, a new line starting at a part."""
    lines: list[str] = []
    for part in parts:
        if lines and theme.width(lines[-1] + joint + part, size) <= width:
            lines[-1] += joint + part
        else:
            lines.append(part)
    return lines


def _fit(area: pygame.Rect, n: int, gap: int, tallest: float) -> tuple[float, int]:
    """(card height, rows): the largest cards that fit side by side in one to three rows."""
    best = (0.0, 1)
    for rows in range(1, min(3, n) + 1):
        per_row = -(-n // rows)
        by_height = (area.height + gap) / rows - gap
        by_width = ((area.width + gap) / per_row - gap) / CARD_RATIO
        height = min(tallest, by_height, by_width)
        if height > best[0] + 0.5:
            best = (height, rows)
    return best


class ScoreSheetDrawer(ZoneDrawer):
    """The match's score sheet on paper: players down (their names need the room), games across, the
    total at the right; the oldest games give way when the columns do not fit (the total holds them)."""

    kind = "score_sheet"

    def figures(self, rect: pygame.Rect, data: Any, path: str) -> dict[str, pygame.Rect]:
        """The sheet's rows of scores under its title ("sheet"): headings, a row per player."""
        sheet = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        inner = rect.inflate(-2 * round(PAD * scale), -2 * round(PAD * scale))
        line = theme.font(14 * scale).get_linesize()
        top = inner.y + line + round(2 * scale)
        rows = 1 + len(sheet.get("columns") or [])
        return {join(path, "sheet"): pygame.Rect(inner.x, top, inner.width, min(rows * line, inner.bottom - top))}

    def draw(self, surface: pygame.Surface, rect: pygame.Rect, data: Any, marks: Marks = NO_MARKS) -> None:
        sheet = data if isinstance(data, dict) else {}
        scale = self.scale(rect)
        draw_panel(surface, rect, scale)
        pad = round(PAD * scale)
        inner = rect.inflate(-2 * pad, -2 * pad)
        size = 14 * scale
        line = theme.font(size).get_linesize()
        target = text(say("table.dream.to_target", target=sheet.get("target", 100)))
        title = f"{self.label or text(say('table.dream.score_sheet'))} · {target}"
        surface.blit(theme.fit_text(title, 15 * scale, theme.INK_SOFT, inner.width, bold=True), inner.topleft)
        columns = sheet_columns(sheet)
        width = max(theme.width(str(words), size, True) for _, head, cells in columns for words in (head, *cells))
        width += round(8 * scale)
        fit = max(1, int(inner.width * (1 - NAME_SHARE)) // width)
        columns = columns[-fit:]  # the total always, the running game, then the latest games
        left = inner.right - width * len(columns)
        y = inner.y + line + round(2 * scale)
        for i, (kind, head, cells) in enumerate(columns):
            right = left + (i + 1) * width
            ink = theme.INK_SOFT if kind == "now" else theme.INK
            image = theme.text(head, size, ink, bold=True)
            surface.blit(image, image.get_rect(topright=(right, y)))
            for seat, words in enumerate(cells):
                image = theme.text(str(words), size, ink, bold=kind == "total")
                surface.blit(image, image.get_rect(topright=(right, y + (seat + 1) * line)))
        names = list(sheet.get("columns") or [])
        for seat, words in enumerate(names):
            name, _ = self.who(seat, words)  # the seat's colour marks it: no room for its words as well
            image = theme.fit_text(name, size, seat_colour(seat), left - inner.x - round(4 * scale), bold=True)
            surface.blit(image, (inner.x, y + (seat + 1) * line))
        pygame.draw.line(surface, theme.PANEL_EDGE, (inner.x, y + line - 1), (inner.right, y + line - 1),
                         max(1, round(scale)))


NAME_SHARE = 0.42  # of the sheet's width, kept for the players' names before game columns are added


def sheet_columns(sheet: dict) -> list[tuple[str, str, list]]:
    """(kind: "game", "now" or "total"; heading; one cell per seat) for every column the sheet could show,
    oldest game first, total last."""
    seats = len(sheet.get("columns") or [])
    columns = [("game", text(say("table.dream.game_column", n=n)), list(scores))
               for n, scores in enumerate(sheet.get("games") or [], 1)]
    if sheet.get("playing") is not None:
        columns.append(("now", text(say("table.dream.now_column")), list(sheet["playing"])))
    totals = list(sheet.get("totals") or [])
    columns.append(("total", text(say("table.dream.total_column")), totals + [0] * (seats - len(totals))))
    return columns
