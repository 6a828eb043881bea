"""Hand-made views in the shared backgammon view format, for drawing tests without an engine."""

START = {"white": {24: 2, 13: 5, 8: 3, 6: 5}, "black": {24: 2, 13: 5, 8: 3, 6: 5}}


def board_view(white: dict, black: dict, bar=(0, 0), off=(0, 0), moved=()) -> dict:
    """The contract's board dict; points are given in each colour's own numbering."""
    points = [{"colour": None, "count": 0} for _ in range(24)]
    for own, count in white.items():
        points[own - 1] = {"colour": 0, "count": count}
    for own, count in black.items():
        points[24 - own] = {"colour": 1, "count": count}
    pips = [sum(own * n for own, n in white.items()) + 25 * bar[0],
            sum(own * n for own, n in black.items()) + 25 * bar[1]]
    return {"points": points, "bar": list(bar), "off": list(off), "pips": pips,
            "colours": ["White", "Black"], "moved": [list(m) for m in moved]}


def backgammon_view(board: dict, viewer=0, dice=(3, 1), dice_left=None, cube=None, phase="move") -> dict:
    """A whole standard-backgammon view around a board dict."""
    return {
        "game": "backgammon", "phase": phase, "viewer": viewer, "to_move": [0], "seats": ["White", "Black"],
        "status": "White to move: play 3 and 1.", "result": None, "last_paths": [],
        "board": board, "viewer_colour": viewer,
        "cube": cube or {"value": 1, "owner": None, "offered_by": None, "enabled": True, "label": "Cube in the centre"},
        "dice": list(dice), "dice_left": list(dice if dice_left is None else dice_left),
        "match": {"target": 5, "scores": [2, 1], "crawford": False},
        "log": ["White rolls 3-1", "White 8/5 6/5"],
        "buttons": [{"name": "move0", "label": "Roll", "enabled": True}, {"name": "menu", "label": "Menu", "enabled": True}],
    }


def start_board() -> dict:
    return board_view(START["white"], START["black"])


def midgame_board() -> dict:
    """White has just hit a Black blot on White's 5 point: Black has a checker on the bar; tall stacks."""
    white = {24: 1, 13: 7, 8: 2, 6: 3, 5: 1, 3: 1}
    black = {24: 2, 13: 3, 8: 2, 6: 6, 4: 1}
    return board_view(white, black, bar=(0, 1),
                      moved=[["board/point/8", "board/point/5", 0, True]])


def bearoff_board() -> dict:
    """White bearing off: three already in the tray, twelve at home; Black has a tall stack of 9."""
    white = {6: 3, 5: 3, 4: 2, 3: 2, 2: 1, 1: 1}
    black = {6: 9, 5: 2, 3: 1}
    return board_view(white, black, off=(3, 3),
                      moved=[["board/point/2", "board/off/0", 0, False]])


def synchro_view(viewer=0, category="Broken doublet", revealed=True) -> dict:
    """A Synchro-gammon view after the reveal, with the movement queue half played."""
    names = ["First", "Second", "Third", "Fourth"]
    played = [4, 4, 4, 2] if revealed else [None] * 4
    seats_info = []
    for seat in range(4):
        hand = [{"id": seat * 10 + v, "value": v} for v in range(1, 7) if v not in (played[seat], 6)]
        seats_info.append({
            "seat": seat, "name": names[seat], "team": seat % 2, "colour": seat % 2,
            "hand": hand if seat == viewer else {"count": len(hand)},
            "played": {"id": seat * 10 + played[seat], "value": played[seat]} if revealed else {"hidden": True},
            "discards": 1, "picked": True})
    view = backgammon_view(midgame_board(), viewer=viewer % 2, dice=(), dice_left=())
    view.update({
        "game": "synchrogammon", "phase": "moving" if revealed else "pick", "viewer": viewer,
        "to_move": [3], "seats": names, "status": "Fourth moves a 2 for Black.",
        "viewer_colour": seats_info[viewer]["colour"],
        "seats_info": seats_info, "parent": 1, "category": category if revealed else None,
        "reveal": "Only Black moves, once each" if revealed else None,
        "queue": [{"seat": 1, "colour": 1, "number": 4, "times": 1, "done": 1, "current": False},
                  {"seat": 3, "colour": 1, "number": 2, "times": 1, "done": 0, "current": True},
                  {"seat": 0, "colour": 0, "number": 4, "times": 0, "done": 0, "current": False},
                  {"seat": 2, "colour": 0, "number": 4, "times": 0, "done": 0, "current": False}] if revealed else [],
        "hand": seats_info[viewer]["hand"],
    })
    return view
