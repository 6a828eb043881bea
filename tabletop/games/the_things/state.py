"""The immutable state of The Things, the pending decision, and the deal.

Every pending decision is one seat's: `phase` names the prompt and `Pending`
holds what the prompt needs (the offered ranks, the asking queue, the set-aside
card, the combat). A Thing is not stored anywhere: a role is read from the
hand (a red card makes a Thing), as the rules say.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from functools import lru_cache

from tabletop.engine.game import seat_words
from tabletop.engine.rng import Rng
from tabletop.engine.words import Person, say

from . import cards as cd

# Phases: the prompt the pending seat answers.
ACTION = "action"          # the active player's turn: Search, Talk, Blood test, Attack
KEEP = "search_keep"       # the active player looks at the searched card: keep it or discard it
OFFER = "offer"            # Talk: pick the card to give and the rank wanted
O1_WANT = "offer_want"     # Catan-style Talk: the rank wanted first
O1_GIVES = "offer_gives"   # Catan-style Talk: then the ranks offered
ASK = "volunteer"          # every other living player: volunteer or decline
CHOOSE = "choose"          # the active player picks one volunteer
GIVE = "give"              # the chosen volunteer picks the card he gives
PICK = "pick_card"         # Catan-style Talk: the active player picks which card of a rank he gives
FORCE = "force"            # no volunteer: the active player names a partner
ASIDE = "set_aside"        # the partner sets one card aside
TAKE = "take"              # the active player takes one of the partner's other cards, unseen
GOT = "got"                # after an exchange each trader looks at the card got, the one at the screen first
COMBAT = "combat"          # an attack: the asked player plays cards or passes
REFILL = "refill"          # a player who drew looks at the new cards (a Thing may show a red one)
DECLARE = "declarations"   # option: after the refill everyone alive is asked whether to declare
OVER = "over"

PHASES = (ACTION, KEEP, OFFER, O1_WANT, O1_GIVES, ASK, CHOOSE, GIVE, PICK, FORCE, ASIDE, TAKE, GOT, COMBAT, REFILL,
          DECLARE)
HAND = 5
HUMAN, THING = "human", "thing"
ATTACK, DEFENCE = 1, 2  # combat sides
FLAMES, BITES = 1, 2    # the face cards a player has committed to in a combat


@dataclass(frozen=True)
class Combat:
    """An attack under way: sides, cards played per player over the whole combat, and the round."""

    attacker: int
    target: int
    side: tuple            # per seat: 0, ATTACK or DEFENCE
    played: tuple          # per seat: the cards played in this combat, in order
    faces: tuple           # per seat: 0, FLAMES or BITES (never both in one combat)
    round: int = 1         # odd rounds are the attack's, even ones the defence's
    queue: tuple = ()      # who is still to be asked this round, the asked player first
    round_cards: int = 0   # cards played so far this round
    quiet: int = 0         # consecutive rounds with no card played (two end the combat)
    now: int = 0           # cards the asked player has played on this prompt

    def round_side(self) -> int:
        """ATTACK in odd rounds, DEFENCE in even ones."""
        return ATTACK if self.round % 2 else DEFENCE


@dataclass(frozen=True)
class Pending:
    """What the pending prompt needs; unused fields keep their defaults."""

    drawn: int = -1         # the searched card
    card: int = -1          # the card C the active player gives in a Talk
    gives: tuple = ()       # the ranks offered (one, or several with the Catan-style Talk)
    want: int = 0           # the rank asked for
    queue: tuple = ()       # players still to be asked whether they volunteer
    volunteers: tuple = ()  # (seat, rank taken) per volunteer, in the order they answered
    partner: int = -1       # the chosen volunteer, or the forced partner
    taken: int = 0          # Catan-style Talk: the offered rank the chosen volunteer takes
    aside: int = -1         # the card the forced partner set aside
    received: int = -1      # the card the chosen volunteer gives
    looks: tuple = ()       # GOT: (seat, card got, from whom) of each trader still to look at it, the one looking now first
    combat: Combat | None = None
    refill: tuple = ()      # players still to refill, the one refilling first
    new: tuple = ()         # the cards the refilling player drew this time (his own to see)


@dataclass(frozen=True)
class State:
    """A whole position; per-seat fields are tuples indexed by seat."""

    players: int
    options: tuple          # (name, value) pairs, sorted
    hands: tuple            # per seat: the cards held
    alive: tuple            # per seat
    draw: tuple             # the face-down draw pile, top card last
    discard: tuple          # the face-down discard pile
    discard_up: tuple       # H4: the face-up discard pile of searched cards
    active: int
    phase: str
    pending: Pending
    rng: Rng
    known: tuple = ()       # per seat: (holder, card) pairs it knows are in another hand now
    own_discards: tuple = ()  # per seat: cards it put face down on the discard pile itself
    public_discards: tuple = ()  # cards everybody saw go onto the face-down discard pile
    exposed: tuple = ()     # per seat: everybody saw it play a red card, so it is a Thing
    trades: int = 0         # exchanges made: each can have made at most one new Thing
    death_roles: tuple = () # per seat: the role at death (secret until the end), or None
    things_at_deal: int = 1 # red cards in the deal pile (H3 can make it two)
    turn: int = 1
    winner: str | None = None   # HUMAN or THING once the game is over
    ended_by: tuple = ()    # (seat, 'rescue' | 'escape' | 'last') once over
    notes: tuple = ()       # (seat, message): what one player learnt privately
    # The sentences the last move added, for the log's words of it (the deal's, at the start). The log itself is
    # the match's: each state holds only its own move's words.
    last: tuple = field(default=(), compare=False)

    def option(self, name: str):
        """One option's value."""
        return dict(self.options)[name]

    def role(self, seat: int) -> str:
        """HUMAN with an all-black hand, THING with any red card; the dead keep their role at death."""
        if not self.alive[seat]:
            return self.death_roles[seat]
        return THING if any(cd.red(c) for c in self.hands[seat]) else HUMAN

    def living(self) -> list[int]:
        """Living seats in seat order."""
        return [s for s in range(self.players) if self.alive[s]]

    def round_from(self, seat: int, include: bool = False) -> list[int]:
        """Living seats clockwise from `seat`'s left (or from `seat` itself)."""
        start = 0 if include else 1
        order = [(seat + k) % self.players for k in range(start, self.players + start)]
        return [s for s in order if self.alive[s] and (include or s != seat)]


def decks_for(players: int, options: dict) -> int:
    """Two decks from 6 players (one deck holds only 26 black cards), or from 4 with H2."""
    return 2 if players >= 6 or (options.get("h2_two_decks") and players >= 4) else 1


def new_state(players: int, options: dict, seed: int) -> State:
    """Deal pile of 5N-1 black cards and Q♥ (H3: one or two reds), five each; the rest is the draw pile."""
    rng = Rng.from_seed(seed)
    decks = decks_for(players, options)
    pool, rng = rng.shuffled(cd.deck(decks))
    blacks = [c for c in pool if not cd.red(c)]
    reds = [cd.QUEEN_OF_HEARTS]
    if options.get("h3_more_things") and players >= 4:
        # The blog's house rule: one more red card joins the Q♥ in the deal pile, so two Things start (unless one hand gets both).
        # (The digest's 2-in-3 method comes from the forum thread; where they differ the blog is followed.)
        reds.append(next(c for c in pool if cd.red(c) and c != cd.QUEEN_OF_HEARTS))
    deal_pile = blacks[:HAND * players - len(reds)] + reds
    deal_pile, rng = rng.shuffled(deal_pile)
    rest = [c for c in pool if c not in set(deal_pile)]
    draw, rng = rng.shuffled(rest)
    dealer, rng = rng.below(players)
    hands = tuple(cd.hand_order(deal_pile[HAND * s:HAND * s + HAND]) for s in range(players))
    first = (dealer + 1) % players
    empty = tuple(() for _ in range(players))
    return State(
        players=players, options=tuple(sorted(options.items())), hands=hands, alive=(True,) * players,
        draw=tuple(draw), discard=(), discard_up=(), active=first, phase=ACTION, pending=Pending(), rng=rng,
        known=empty, own_discards=empty, exposed=(False,) * players, death_roles=(None,) * players,
        things_at_deal=len(reds), last=(say("the_things.log.deals", dealer=who(dealer), first=who(first)),),
    )


@lru_cache(maxsize=None)  # a search logs thousands of moves: one Person per seat is enough
def who(seat: int) -> Person:
    """A seat named in a message ("Player 3"; the table may read it as the person's name)."""
    return Person(seat, seat_words(f"Player {seat + 1}"))


def with_hand(state: State, seat: int, hand) -> State:
    """`state` with one hand replaced."""
    hands = list(state.hands)
    hands[seat] = tuple(hand)
    return replace(state, hands=tuple(hands))
