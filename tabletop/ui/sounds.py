"""Sounds at the table: the one sound a move's effects call for, and a player that never stops the app.

The app opens the mixer once at start-up (`SoundPlayer.opened`). No audio device, a mixer that
fails to open, or SDL's dummy audio driver (the tests, a headless machine) all leave a silent
player, said once in the log. Playing never blocks a frame: `Sound.play` returns at once and the
mixer plays on its own thread.
"""

from __future__ import annotations

import io
import logging
from typing import Iterable

import pygame

from tabletop.words import say

from .sound_synth import RATE, SOUNDS, wav_bytes

log = logging.getLogger(__name__)

# A move makes one sound: that of its most telling effect, first in this list (a hit that wins the
# match chimes rather than thuds). Every word of the contract's EFFECTS has its sound.
SOUND_OF_EFFECT = (("win", "chime"), ("end", "chime"), ("score", "chime"), ("capture", "thud"),
                   ("discard", "thud"), ("roll", "dice"), ("flip", "tap"), ("place", "tap"), ("take", "tap"),
                   ("deal", "tap"))


def sound_for(effects: Iterable[str]) -> str | None:
    """The name of the sound for a move's effects, or None for a move that makes none (a pass, the cube)."""
    effects = set(effects)
    for effect, sound in SOUND_OF_EFFECT:
        if effect in effects:
            return sound
    return None


def sound_sentence(on: bool, available: bool) -> str:
    """What the table says when sound is switched on or off."""
    if not on:
        return say("ui.sound.off")
    return say("ui.sound.on") if available else say("ui.sound.no_device")


class SoundPlayer:
    """Plays the named sounds when it has a working mixer; a player without one does nothing."""

    def __init__(self) -> None:
        self.sounds: dict[str, object] = {}  # name -> pygame Sound; empty while there is no mixer

    @classmethod
    def opened(cls) -> "SoundPlayer":
        """A player on a freshly opened mixer with every sound made, or a silent one (never raises)."""
        player = cls()
        if open_mixer():
            player.sounds = make_sounds()
        return player

    @property
    def available(self) -> bool:
        """Whether sounds can be heard at all."""
        return bool(self.sounds)

    def play(self, name: str) -> None:
        """Start one sound and return at once."""
        sound = self.sounds.get(name)
        if sound is None:
            return
        try:
            sound.play()
        except pygame.error as exc:  # the device went away mid-game: go silent, say so once
            log.warning("Sound is off: playing failed (%s).", exc)
            self.sounds = {}


def open_mixer() -> bool:
    """Open pygame's mixer for our sounds; False, logged once, when there is nothing to play them on."""
    try:
        # Our sounds' own rate, mono; a short buffer keeps a tap close to the click that made it.
        pygame.mixer.init(frequency=RATE, size=-16, channels=1, buffer=512)
    except Exception as exc:  # pygame.error, or a pygame built without its mixer: sound is optional
        log.warning("Sound is off: no audio device could be opened (%s).", str(exc).strip() or type(exc).__name__)
        return False
    if pygame.mixer.get_driver() == "dummy":
        pygame.mixer.quit()  # SDL's stand-in for a missing device: nobody would hear anything
        log.warning("Sound is off: there is no audio device (SDL's dummy audio driver).")
        return False
    return True


def make_sounds() -> dict[str, object]:
    """Every sound of sound_synth as a mixer Sound (the mixer converts to its own format), or none."""
    try:
        return {name: pygame.mixer.Sound(file=io.BytesIO(wav_bytes(name))) for name in SOUNDS}
    except Exception as exc:  # a mixer that opened but cannot take our sounds: stay silent
        log.warning("Sound is off: the sounds could not be loaded (%s).", exc)
        return {}
