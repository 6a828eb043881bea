"""Game-agnostic engine: the Game contract, moves, matches and saves. Never imports pygame."""
