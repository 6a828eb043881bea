"""The table's four short sounds, made by our own code: a card tap, a dice rattle, a capture thud and
a win chime, as 16-bit mono WAV bytes.

They are synthesised rather than shipped as files: a sound is a few readable lines whose
parameters can be tuned in a review, nothing binary sits in the repository, and no sound comes
from a third party. Only the standard library is used (numpy is not a dependency), and noise
comes from a fixed seed, so a sound is the same on every run. Making all four takes a few
milliseconds, once, when the player opens.
"""

from __future__ import annotations

import io
import math
import random
import sys
import wave
from array import array

RATE = 22050  # samples per second: plenty for short clicks and chimes, half the work of 44.1 kHz
PEAK = 0.8  # the loudest sample as a share of full scale, so mixed sounds do not clip


def silence(seconds: float) -> list[float]:
    return [0.0] * round(seconds * RATE)


def add(into: list[float], sound: list[float], at: float) -> None:
    """Mix `sound` into `into` starting `at` seconds in (the list grows as needed)."""
    start = round(at * RATE)
    into.extend([0.0] * max(0, start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value


def decaying_noise(seconds: float, decay: float, seed: int, smooth: float = 0.0) -> list[float]:
    """White noise fading exponentially (`decay` per second); `smooth` 0..1 dulls it like a low-pass filter."""
    rng = random.Random(seed)
    out, last, level, fade = [], 0.0, 1.0, math.exp(-decay / RATE)
    for _ in range(round(seconds * RATE)):
        last = smooth * last + (1 - smooth) * rng.uniform(-1.0, 1.0)
        out.append(last * level)
        level *= fade
    return out


def decaying_tone(seconds: float, start_hz: float, end_hz: float, decay: float, attack: float = 0.004) -> list[float]:
    """A sine gliding from `start_hz` to `end_hz`, with a short fade-in (no click) and an exponential fade-out."""
    out, phase, level, fade = [], 0.0, 1.0, math.exp(-decay / RATE)
    count, rise = round(seconds * RATE), attack * RATE
    step, glide = 2 * math.pi * start_hz / RATE, 2 * math.pi * (end_hz - start_hz) / RATE / count
    for i in range(count):
        phase += step + glide * i
        out.append(math.sin(phase) * level * min(1.0, i / rise))
        level *= fade
    return out


def card_tap() -> list[float]:
    """A card laid on the table: a dull click with a little body under it."""
    out = decaying_noise(0.06, 90, seed=1, smooth=0.55)
    add(out, [0.5 * v for v in decaying_tone(0.06, 210, 170, 70, attack=0.001)], 0.0)
    return out


def dice_rattle() -> list[float]:
    """Dice thrown: a run of sharp clicks, close together at first and dying away."""
    rng = random.Random(6)
    out, at = silence(0.02), 0.0
    for hit in range(9):
        click = decaying_noise(0.025, 260, seed=10 + hit, smooth=0.2)
        add(out, [v * (1.0 - hit * 0.08) for v in click], at)
        at += 0.022 + 0.012 * hit * rng.random()
    return out


def capture_thud() -> list[float]:
    """A piece knocked out: a low drop in pitch behind a short crack."""
    out = decaying_tone(0.22, 120, 55, 18, attack=0.002)
    add(out, [0.45 * v for v in decaying_noise(0.05, 80, seed=3, smooth=0.7)], 0.0)
    return out


def win_chime() -> list[float]:
    """The match won: a rising major arpeggio (C, E, G, C) of soft bell tones."""
    out: list[float] = []
    for n, hz in enumerate((523.25, 659.25, 783.99, 1046.5)):
        bell = decaying_tone(0.5, hz, hz, 7)
        overtone = decaying_tone(0.5, 2 * hz, 2 * hz, 12)
        add(out, [0.5 * (b + 0.3 * o) for b, o in zip(bell, overtone)], 0.09 * n)
    return out


SOUNDS = {"tap": card_tap, "dice": dice_rattle, "thud": capture_thud, "chime": win_chime}


def faded_out(samples: list[float], seconds: float = 0.01) -> list[float]:
    """The last `seconds` brought down to silence: a tail cut while still audible would click."""
    count = min(len(samples), round(seconds * RATE))
    head = samples[:len(samples) - count]
    return head + [v * (count - i) / count for i, v in enumerate(samples[len(head):])]


def pcm16(samples: list[float]) -> bytes:
    """Samples scaled so the loudest reaches PEAK, as signed 16-bit little-endian PCM."""
    loudest = max((abs(v) for v in samples), default=0.0) or 1.0
    scale = PEAK * 32767 / loudest
    data = array("h", (round(v * scale) for v in samples))
    if sys.byteorder == "big":
        data.byteswap()  # WAV is little-endian
    return data.tobytes()


def wav_bytes(name: str) -> bytes:
    """One of SOUNDS as the bytes of a mono 16-bit WAV file (the mixer converts it to its own format)."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(pcm16(faded_out(SOUNDS[name]())))
    return buffer.getvalue()
