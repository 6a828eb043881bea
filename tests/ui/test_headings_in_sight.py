"""Army Ants' log heading stays in sight: a lesson's note about the board stands beside the board's
middle, and the log starts above it (such a note once covered half of 'Moves')."""

import pygame
import pytest

from tabletop.lessons import LessonRun
from tabletop.lessons.lesson_file import DO, REPLY, load_lesson
from tabletop.ui import theme
from tabletop.ui.app import Context, open_window
from tabletop.ui.scenes.lesson_table import LessonTableScene
from tabletop.ui.zones import log as log_zone


def log_headings(scene):
    """The window rect of each shown log zone's heading line."""
    scale = scene.scaler.scale
    found = []
    for zone, rect, _, _ in scene.zones(scene.table_view()):
        if zone.kind == "log":
            pad = round(log_zone.PAD * scale)
            height = theme.fit_text(zone.label or "Moves", log_zone.TITLE * scale, theme.INK_SOFT, rect.width,
                                    bold=True).get_height()
            found.append((zone.id, pygame.Rect(rect.x + pad, rect.y + pad, rect.width - 2 * pad, height)))
    return found


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1000, 700), (1280, 800), (1920, 1200)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_no_lesson_note_covers_army_ants_log_heading(size, saves_folder):
    game_id = "army_ants"
    ctx = Context(open_window(size), saves_dir=saves_folder)
    try:
        scene = LessonTableScene(ctx, LessonRun(load_lesson(game_id)))
        ctx.scenes.reset(scene)
        for _ in range(300):
            scene.draw(ctx.screen)
            for zone_id, heading in log_headings(scene):
                assert not scene.callout.box.colliderect(heading), \
                    f"step {scene.run.index + 1}: the note {scene.callout.box} covers {zone_id}'s heading {heading}"
            stage = scene.stage()
            if stage == "finished":
                break
            if stage == DO:
                scene.play(scene.run.asked())
            elif stage == REPLY:
                scene.update(1.0)
            else:
                scene.next_step()
    finally:
        pygame.quit()
