"""Sounds at the table: a move played by a person or a computer seat asks the sound player for the
sound of what the engine says it did; M and the Sound button switch sound off and on."""

import pygame
import pytest

from tabletop.engine.match import COMPUTER, Match, Player
from tabletop.games.backgammon.positions import match_from_position, position
from tabletop.ui.scenes.table import TableScene
from tabletop.ui.settings import read_settings, settings_path

from ui_helpers import centre_of, click, frame, switch, switch_label


class FakePlayer:
    """Stands in for the sound player: remembers what it was asked to play."""

    available = True

    def __init__(self):
        self.played = []

    def play(self, name):
        self.played.append(name)


@pytest.fixture
def heard(ctx):
    ctx.sounds = FakePlayer()
    return ctx.sounds.played


def table_on(ctx, match):
    ctx.nav.table(match)
    frame(ctx)
    return ctx.scenes.top


def play_label(table, label):
    seat = table.match.to_move()[0]
    table.play(next(m for m in table.match.legal_moves(seat) if str(m) == label))


def test_a_roll_rattles_a_move_taps_and_a_hit_thuds(ctx, heard):
    table = table_on(ctx, match_from_position(position(turn=0)))
    play_label(table, "Roll the dice")
    assert heard == ["dice"]
    blot = position({"white": {13: 15}, "black": {15: 1, 6: 14}}, dice=(3, 1))   # a black blot on White's 10
    table = table_on(ctx, match_from_position(blot))
    play_label(table, "White 13/12")
    play_label(table, "White 13/10*")
    assert heard == ["dice", "tap", "thud"]


def test_the_winning_move_chimes(ctx, heard):
    last = position({"white": {1: 1}, "black": {18: 15}}, dice=(1, 1))
    table = table_on(ctx, match_from_position(last))
    play_label(table, "White 1/off")
    assert heard == ["chime"]


def test_a_move_clicked_on_the_board_sounds_like_any_other(ctx, heard):
    table = table_on(ctx, Match.start("backgammon", [Player("First"), Player("Second")], {}, 5))
    seat = table.viewer
    move = next(m for m in table.match.legal_moves(seat) if m.kind == "move" and len(m.get("dice")) == 1)
    click(ctx, centre_of(table, move.targets[0][0]))
    click(ctx, centre_of(table, move.targets[0][1]))
    assert table.match.history[-1].move == move and heard == ["tap"]


def test_a_computer_seats_move_sounds_too(ctx, heard):
    match = Match.start("backgammon", [Player("First", COMPUTER), Player("Second", COMPUTER)], {}, 3)
    scene = TableScene(ctx, match, autosave=False)
    ctx.scenes.push(scene)
    scene.computers.delay = 0.0
    scene.update(0.01)
    assert len(match.history) == 1 and heard == ["tap"]   # the opening roll is already made: a checker moves


def test_m_switches_sound_off_and_on_and_the_choice_is_remembered(ctx, heard):
    table = table_on(ctx, match_from_position(position(turn=0)))
    assert ctx.settings.sound and button_label(table) == "Sound: on (M)"
    frame(ctx, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m"))
    assert not ctx.settings.sound and button_label(table) == "Sound: off (M)"
    assert table.message.startswith("Sound off")
    play_label(table, "Roll the dice")
    assert heard == []
    ctx.saver.flush()
    assert read_settings(settings_path(ctx.saves_dir)) == (ctx.settings, "")
    switch(ctx, table, "sound")                           # through the Options box
    assert ctx.settings.sound and table.message == "Sound on."
    ctx.saver.flush()
    assert read_settings(settings_path(ctx.saves_dir))[0].sound is True


def test_switching_sound_on_without_a_device_says_the_table_stays_silent(ctx):
    table = table_on(ctx, match_from_position(position(turn=0)))
    assert not ctx.sounds.available                       # the tests run with no audio device
    table.toggle_sound()
    table.toggle_sound()
    assert ctx.settings.sound and "no audio device" in table.message


def button_label(table):
    return switch_label(table, "sound")
