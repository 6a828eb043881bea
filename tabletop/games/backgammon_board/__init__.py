"""The backgammon board engine shared by standard backgammon and Synchro-gammon (not a game)."""

from .board import (BAR, BLACK, CHECKERS, COLOUR_NAMES, OFF, WHITE, Board, absolute, apply_step,
                    own, play_notation, step_notation, step_paths, step_targets)
from .plays import (can_move, legal_plays, max_steps, playable_die_steps, playable_steps,
                    plays_for_dice_left, roll_steps, value_plays)
from .scoring import all_home, pip_count, win_kind
from .view import board_view

__all__ = ["BAR", "BLACK", "CHECKERS", "COLOUR_NAMES", "OFF", "WHITE", "Board", "absolute",
           "apply_step", "own", "play_notation", "step_notation", "step_paths", "step_targets",
           "can_move", "legal_plays", "plays_for_dice_left", "roll_steps", "value_plays", "max_steps", "playable_die_steps", "playable_steps",
           "all_home", "pip_count", "win_kind", "board_view"]
