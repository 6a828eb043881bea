"""Zone drawers, one per layout `kind`, registered in DRAWERS (in the order error messages list them).

Build one with ``DRAWERS[zone.kind](zone, viewer, path)``; see `base` for
the draw / hit interface and `Marks`.
"""

from __future__ import annotations

from tabletop.session.view_paths import resolve

from .backgammon_board import BackgammonBoardDrawer
from .bidding_box import BiddingBoxDrawer
from .card_backs import CardBacksDrawer
from .backgammon_panel import BackgammonPanelDrawer
from .base import Marks, ZoneDrawer
from .buttons import ButtonsDrawer
from .chain_seat import ChainSeatDrawer
from .dice_board import RoundTrackDrawer, StepTrackDrawer, SumSquaresDrawer
from .dice_players import ColourPickerDrawer, DiceScoresDrawer
from .dice_tray import DiceTrayDrawer
from .finesse_table import FinesseHandEndDrawer, FinesseScoresDrawer, FinesseSeatDrawer
from .grid import GridDrawer
from .hand import HandDrawer
from .kings import KingsFieldDrawer, KingsHandDrawer, KingsSeatDrawer, KingsStockDrawer
from .log import LogDrawer
from .market import DrawPilesDrawer, LotteryDrawer, MarketDrawer
from .panel import PanelDrawer
from .pile import PileDrawer
from .seat_facts import SeatFactsDrawer
from .stacks import StacksDrawer
from .synchro_seats import SynchroHandDrawer, SynchroQueueDrawer, SynchroSeatsDrawer
from .team import ScoreSheetDrawer, TeamDrawer
from .terminals import TerminalsDrawer
from .things import ThingsCardsDrawer, ThingsCombatDrawer, ThingsHandsDrawer, ThingsPrivateDrawer, ThingsSeatsDrawer
from .trick_area import TrickAreaDrawer
from .trick_hand import TrickHandDrawer
from .trump_indicator import TrumpIndicatorDrawer

DRAWERS: dict[str, type[ZoneDrawer]] = {
    drawer.kind: drawer
    for drawer in (GridDrawer, PileDrawer, HandDrawer, PanelDrawer, LogDrawer, ButtonsDrawer,
                   BackgammonBoardDrawer, BackgammonPanelDrawer, SynchroSeatsDrawer, SynchroQueueDrawer,
                   SynchroHandDrawer, TerminalsDrawer, ChainSeatDrawer,
                   MarketDrawer, LotteryDrawer, DrawPilesDrawer, TeamDrawer, ScoreSheetDrawer,
                   DiceTrayDrawer, StepTrackDrawer, SumSquaresDrawer, RoundTrackDrawer, DiceScoresDrawer,
                   ColourPickerDrawer, KingsFieldDrawer, KingsHandDrawer, KingsStockDrawer, KingsSeatDrawer,
                   ThingsSeatsDrawer, ThingsCombatDrawer, ThingsPrivateDrawer, ThingsCardsDrawer, ThingsHandsDrawer,
                   TrickAreaDrawer, TrickHandDrawer, CardBacksDrawer, StacksDrawer,
                   BiddingBoxDrawer, TrumpIndicatorDrawer, SeatFactsDrawer,
                   FinesseSeatDrawer, FinesseScoresDrawer, FinesseHandEndDrawer)
}

__all__ = ["DRAWERS", "Marks", "ZoneDrawer", "resolve"]
