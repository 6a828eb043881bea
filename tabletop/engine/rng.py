"""Seeded randomness that lives inside a game state.

`Rng` is an immutable value: every draw returns the result and the next
generator, so a state that holds an `Rng` stays a pure value and a match
replays exactly from its seed. The generator is SplitMix64, chosen because
it is tiny, well studied and independent of Python's own `random` module,
whose algorithms may change between versions.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, TypeVar

T = TypeVar("T")
_MASK = (1 << 64) - 1


@dataclass(frozen=True)
class Rng:
    """A SplitMix64 generator state."""

    state: int

    @classmethod
    def from_seed(cls, seed: int) -> "Rng":
        """A generator for a match seed (any int, negative allowed)."""
        return cls(seed & _MASK)

    def next64(self) -> tuple[int, "Rng"]:
        """A uniform 64-bit integer and the next generator."""
        state = (self.state + 0x9E3779B97F4A7C15) & _MASK
        z = state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31), Rng(state)

    def below(self, n: int) -> tuple[int, "Rng"]:
        """A uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs a positive bound")
        limit = (1 << 64) - ((1 << 64) % n)
        rng = self
        while True:
            value, rng = rng.next64()
            if value < limit:
                return value % n, rng

    def roll(self, sides: int = 6) -> tuple[int, "Rng"]:
        """One die of `sides` faces, 1..sides."""
        value, rng = self.below(sides)
        return value + 1, rng

    def shuffled(self, items: Sequence[T]) -> tuple[tuple[T, ...], "Rng"]:
        """A shuffled copy of `items` (Fisher-Yates)."""
        out = list(items)
        rng = self
        for i in range(len(out) - 1, 0, -1):
            j, rng = rng.below(i + 1)
            out[i], out[j] = out[j], out[i]
        return tuple(out), rng

    def choice(self, items: Sequence[T]) -> tuple[T, "Rng"]:
        """One element of a non-empty sequence."""
        index, rng = self.below(len(items))
        return items[index], rng
