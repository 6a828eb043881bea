"""A slow, independent brute-force reference for standard backgammon plays (tests only).

It enumerates every full sequence of steps in every order of the dice, with
its own step rules, then applies the compulsory rules to the finished list.
It shares nothing with the engine's search but the Board value it reads.
"""


from tabletop.games.backgammon_board import Board


def mover_arrays(board: Board, colour: int):
    """(mine, theirs, their_bar): index 0 off, 1..24 the mover's own points, 25 the bar."""
    mine = [board.mine(colour, p) for p in range(25)] + [board.bar[colour]]
    mine[0] = board.off[colour]
    theirs = [0] + [board.theirs(colour, p) for p in range(1, 25)] + [0]
    return mine, theirs, board.bar[1 - colour]


def steps_for(mine, theirs, die):
    """Every (src, dst) a single die allows, written from the rules afresh."""
    if mine[25] > 0:
        entry = 25 - die
        return [(25, entry)] if theirs[entry] <= 1 else []
    everyone_home = sum(mine[7:26]) == 0
    found = []
    for src in range(1, 25):
        if mine[src] == 0:
            continue
        dst = src - die
        if dst > 0:
            if theirs[dst] <= 1:
                found.append((src, dst))
        elif everyone_home:
            farther = any(mine[p] for p in range(src + 1, 25))
            if dst == 0 or not farther:
                found.append((src, 0))
    return found


def moved(position, src, dst):
    """A new (mine, theirs, their_bar) after one step."""
    mine, theirs, their_bar = list(position[0]), list(position[1]), position[2]
    mine[src] -= 1
    mine[dst] += 1
    if dst and theirs[dst] == 1:
        theirs[dst] = 0
        their_bar += 1
    return tuple(mine), tuple(theirs), their_bar


def all_sequences(position, dice):
    """Every maximal-by-extension sequence: (steps, dice used, final position)."""
    out = []

    def walk(pos, left, steps, used):
        extended = False
        for index, die in enumerate(left):
            if die in left[:index]:
                continue
            for src, dst in steps_for(pos[0], pos[1], die):
                extended = True
                walk(moved(pos, src, dst), left[:index] + left[index + 1:], steps + [(src, dst)], used + [die])
        if not extended:
            out.append((tuple(steps), tuple(used), pos))

    walk(position, tuple(dice), [], [])
    return out


def reference_plays(board: Board, colour: int, dice):
    """{final position: [sequences]} of the plays the compulsory rules allow."""
    if len(dice) == 2 and dice[0] == dice[1]:
        dice = (dice[0],) * 4
    finals = {}
    for steps, _used, pos in allowed_sequences(board, colour, dice):
        finals.setdefault(pos, []).append(steps)
    return finals


def allowed_sequences(board: Board, colour: int, dice):
    """(steps, dice used, final position) of every sequence the compulsory rules allow for the dice
    taken literally, one step each ((4, 4) is two steps of 4)."""
    mine, theirs, their_bar = mover_arrays(board, colour)
    sequences = all_sequences((tuple(mine), tuple(theirs), their_bar), dice)
    longest = max(len(steps) for steps, _used, _pos in sequences)
    kept = [s for s in sequences if len(s[0]) == longest]
    if longest == 1 and len(set(dice)) == 2:
        larger = [s for s in kept if s[1][0] == max(dice)]
        kept = larger or kept
    return kept


def reference_count(board: Board, colour: int, dice) -> int:
    """Distinct legal plays (0 when the mover cannot move)."""
    finals = reference_plays(board, colour, dice)
    return 0 if list(finals) and all(not seqs[0] for seqs in finals.values()) else len(finals)


def reference_first_steps(board: Board, colour: int, dice) -> set:
    """(src, dst) of the first steps of all allowed plays."""
    return {seq[0] for seqs in reference_plays(board, colour, dice).values() for seq in seqs if seq}
