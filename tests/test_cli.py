"""The command line: simulate's summary, --screenshot of a save, and clear errors."""

import re

import pygame

from tabletop.cli import main
from tabletop.engine.match import Match, Player
from tabletop.engine.saves import write_save


def test_simulate_prints_the_summary_line(capsys):
    assert main(["simulate", "army_ants", "--games", "3", "--seed", "2"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    found = re.fullmatch(r"games: 3, moves: (\d+), seconds: [\d.]+, moves/s: \d+", lines[-1])
    assert found and int(found.group(1)) > 30
    outcomes = sum(int(line.split(": ")[1]) for line in lines[:-1])
    assert outcomes == 3  # every match finished with a winner or a draw


def test_screenshot_of_a_save(tmp_path, saves_folder):
    match = Match.start("army_ants", [Player("First"), Player("Second")], {}, 4)
    for _ in range(12):
        seat = match.to_move()[0]
        match.play(seat, match.computer_move(seat))
    save = write_save(tmp_path / "g.yaml", match)
    before = sorted(saves_folder.iterdir())  # the app's key, made to mark that save
    out = tmp_path / "table.png"
    assert main(["--load", str(save), "--screenshot", str(out)]) == 0
    image = pygame.image.load(str(out))
    assert image.get_size() == (1280, 800)
    assert sorted(saves_folder.iterdir()) == before  # a screenshot saves nothing


def test_screenshot_of_a_broken_save_says_why(tmp_path, capsys):
    bad = tmp_path / "bad.yaml"
    bad.write_text("format: [", encoding="utf-8")
    assert main(["--load", str(bad), "--screenshot", str(tmp_path / "x.png")]) == 2
    said = capsys.readouterr().err
    assert "bad.yaml" in said and "not readable YAML" in said
    assert not (tmp_path / "x.png").exists()
