"""The interpreter's switch interval while network threads run: short, and put back after the last one."""

from __future__ import annotations

import sys

from tabletop.net import turns


def test_the_interval_is_short_while_any_network_thread_runs_and_put_back_after_the_last():
    before = sys.getswitchinterval()
    turns.network_started()
    turns.network_started()
    assert sys.getswitchinterval() == turns.SWITCH_SECONDS
    turns.network_ended()
    assert sys.getswitchinterval() == turns.SWITCH_SECONDS  # one still runs
    turns.network_ended()
    assert sys.getswitchinterval() == before
