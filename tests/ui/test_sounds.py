"""The sounds and their player: every effect has a sound, the sounds are made by our own code, and no
audio device (or a mixer that fails) leaves the app running with sound off."""

import io
import logging
import wave

import pygame
import pytest

from tabletop import cli
from tabletop.engine.game import EFFECTS
from tabletop.engine.match import Match, Player
from tabletop.ui import app, sound_synth
from tabletop.ui.app import run_frame
from tabletop.ui.scenes.menu import MenuScene
from tabletop.ui.sounds import SOUND_OF_EFFECT, SoundPlayer, sound_for


def test_every_effect_word_has_a_sound_and_a_move_makes_its_most_telling_one():
    assert {effect for effect, _ in SOUND_OF_EFFECT} == set(EFFECTS)
    assert {sound for _, sound in SOUND_OF_EFFECT} == set(sound_synth.SOUNDS)
    assert sound_for(("place", "capture", "win")) == "chime"
    assert sound_for(("place", "capture")) == "thud"
    assert sound_for(("flip", "discard")) == "thud"
    assert sound_for(("roll",)) == "dice"
    assert sound_for(("place",)) == sound_for(("flip",)) == "tap"
    assert sound_for(()) is None


@pytest.mark.parametrize("name", list(sound_synth.SOUNDS))
def test_each_sound_is_a_short_mono_wav_that_starts_and_ends_quietly(name):
    with wave.open(io.BytesIO(sound_synth.wav_bytes(name))) as found:
        assert (found.getnchannels(), found.getsampwidth(), found.getframerate()) == (1, 2, sound_synth.RATE)
        frames = found.readframes(found.getnframes())
    samples = memoryview(frames).cast("h")
    assert 0.05 <= len(samples) / sound_synth.RATE < 1.0
    assert max(abs(v) for v in samples) == round(sound_synth.PEAK * 32767)
    assert abs(samples[-1]) < 200                       # faded out: no click at the end
    assert sound_synth.wav_bytes(name) == sound_synth.wav_bytes(name)  # noise from a fixed seed: the same every run


def test_the_mixer_takes_every_sound_whatever_its_own_format():
    pygame.mixer.init(frequency=44100, channels=2)        # SDL's dummy driver: a mixer nobody hears
    try:
        for name in sound_synth.SOUNDS:
            with wave.open(io.BytesIO(sound_synth.wav_bytes(name))) as found:
                seconds = found.getnframes() / found.getframerate()
            sound = pygame.mixer.Sound(file=io.BytesIO(sound_synth.wav_bytes(name)))
            assert sound.get_length() == pytest.approx(seconds, abs=0.01)
    finally:
        pygame.mixer.quit()


def test_no_audio_device_means_a_silent_player_said_once(caplog):
    with caplog.at_level(logging.WARNING):
        player = SoundPlayer.opened()                     # the tests run with SDL's dummy audio driver
    assert not player.available and pygame.mixer.get_init() is None
    player.play("tap")
    assert [r.getMessage() for r in caplog.records] == [
        "Sound is off: there is no audio device (SDL's dummy audio driver)."]


def failing_mixer(*args, **kwargs):
    raise pygame.error("Couldn't open audio device")


def test_a_mixer_that_fails_to_open_means_a_silent_player_said_once(monkeypatch, caplog):
    monkeypatch.setattr(pygame.mixer, "init", failing_mixer)
    with caplog.at_level(logging.WARNING):
        player = SoundPlayer.opened()
        player.play("chime")
    assert not player.available
    assert len(caplog.records) == 1 and "Couldn't open audio device" in caplog.records[0].getMessage()


class BrokenSound:
    def __init__(self):
        self.tries = 0

    def play(self):
        self.tries += 1
        raise pygame.error("device lost")


def test_a_device_lost_mid_game_turns_sound_off_once(caplog):
    player, broken = SoundPlayer(), BrokenSound()
    player.sounds = {"tap": broken}
    with caplog.at_level(logging.WARNING):
        player.play("tap")
        player.play("tap")
    assert broken.tries == 1 and not player.available and len(caplog.records) == 1


def test_the_app_starts_and_plays_on_with_a_mixer_that_fails(monkeypatch, tmp_path):
    monkeypatch.setattr(pygame.mixer, "init", failing_mixer)
    started = []

    def few_frames(ctx):
        started.append(ctx)
        for _ in range(3):
            run_frame(ctx, [], 1 / 60)

    monkeypatch.setattr(app, "main_loop", few_frames)
    assert cli.run_app(None, (1280, 800)) == 0
    ctx = started[0]
    try:
        assert ctx.running and isinstance(ctx.scenes.top, MenuScene)
        assert not ctx.sounds.available and ctx.settings.sound
        ctx.nav.table(Match.start("backgammon", [Player("First"), Player("Second")], {}, 5))
        table = ctx.scenes.top
        seat = table.match.to_move()[0]
        table.play(table.match.legal_moves(seat)[0])
        run_frame(ctx, [], 1 / 60)
        assert len(table.match.history) == 1 and ctx.running
    finally:
        ctx.saver.flush()
        pygame.quit()
