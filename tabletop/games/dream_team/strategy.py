"""A guess at how a Dream Team match will end, for computer seats that stop searching before the end.

Each seat's expected match total is its total so far plus the team it is
building (what the team would score if the game ended now, a little less
while the game is young, since pairs can still cancel cards out). The seats'
expected totals become shares in [0, 1] as `returns` counts them: each
seat's mean chance of finishing above each opponent, from the difference of
expected totals over the uncertainty still ahead, which shrinks as the
leader nears the match target.
"""

from __future__ import annotations

import math

from .state import GAME_END, OVER, State, team_sum

SPREAD_BASE = 4.0      # points of uncertainty in a pairwise comparison near the end of the match...
SPREAD_PER_POINT = 0.3  # ...plus this much per point the leader still lacks to the target


def expected_totals(state: State) -> list[float]:
    """Per seat: the match total so far plus what its team is worth now (scored games already counted)."""
    if state.phase in (GAME_END, OVER):
        return [float(t) for t in state.totals]   # the teams are already in the totals
    settled = min(1.0, max(len(team) for team in state.teams) / state.end_size) if state.teams else 0.0
    weight = 0.6 + 0.4 * settled
    return [t + weight * team_sum(team) for t, team in zip(state.totals, state.teams)]


def estimate(state: State) -> tuple[float, ...]:
    """Each seat's expected share of opponents beaten at the end of the match."""
    totals = expected_totals(state)
    lacking = max(0.0, state.target - max(totals))
    scale = SPREAD_BASE + SPREAD_PER_POINT * lacking
    players = state.players
    out = []
    for i in range(players):
        share = 0.0
        for j in range(players):
            if j != i:
                share += 1.0 / (1.0 + math.exp(-(totals[i] - totals[j]) / scale))
        out.append(share / (players - 1))
    return tuple(out)
