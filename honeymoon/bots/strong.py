"""The ``strong`` computer player: it deals the unseen cards many times and looks for the action
that does best across those deals.

Each sample is a deal that agrees with everything the player has seen in his view
(:mod:`honeymoon.views`; :meth:`honeymoon.bots.seen.Seen.deal`): his cards, the face-up cards,
the cards played, the suits a seat has shown out of, the cards the opponent took face up in the
draw. Then:

- **Card play** (bridge forms): every card the player may play is scored double dummy
  (:func:`honeymoon.analysis.dd_plays`) in each sample; the card with the best average wins,
  counting a made (or defeated) contract for more than an overtrick. Three-seat tables
  (``exposed-dummy``, ``three-handed``) take fewer samples. The samples share a time budget,
  ``PLAY_BUDGET`` seconds: when it runs out, the card is chosen over the samples solved so
  far, or by the basic player's rules if they are fewer than half (often early in the
  three-handed form's deals of 16 cards a hand, and then the choice depends on the machine's
  speed).
- **Auction** (forms of two or four hands): many candidate deals are drawn, each weighed by
  how likely the other players were to make their calls holding it: as the basic player bids
  (``BasicBot.call``, a likelihood, not a hard floor), and as the strong player reads a call
  (a suit bid shows four cards in the suit, a bid some values). The samples solved are drawn
  among the candidates by weight, and kept from one of the player's calls to the next while
  the calls made since agree with them, so that their results are reused. Each one is solved
  double dummy for the strains the call may lead to (the player's side in no-trump, his two
  longest suits, the basic player's strain and, in contract bridge, the suits his side bid;
  the other side in its last bid), which gives what each contract would score in each sample.
  The basic player's call is the one made, unless another (pass and double included) scores
  more than it on average by more than ``NOISE`` standard errors of the difference, sample by
  sample: then the one of those that scores best. Few samples, or samples that disagree, thus
  leave the basic call, which is also how partner and the opponents read the auction (the
  samples are weighed by it, below); the samples overrule it only where they agree. A double
  (the basic player's too) needs the contract to fail in most samples by two tricks or more
  (``SURE``, ``MARGIN``), else the player passes; a redouble likewise needs it to make in most
  with a trick to spare: the samples are guesses, and a doubled contract that makes costs more
  than the double gains. The other side's last bid also makes the samples where its side takes
  two tricks fewer than it bid count less (this player bids no contract it expects to fail
  by more than a trick). A call has a time budget, ``AUCTION_BUDGET`` seconds, most often
  enough for every sample; when it runs out, the call is chosen over the samples solved so
  far, or by the basic rules if they are fewer than half (and then, as in the three-seat
  play, the choice depends on the machine's speed). The three-seat forms bid by the basic
  rules.
- **Draw** (``draw``): take the face-up card when the hand with it (less the worst card)
  takes more tricks double dummy, as declarer in its best strain, against sampled opponents.
  Discards are chosen the same way among the three least useful cards. Draw and Discard and the
  preliminary tricks follow the basic rules: the hands there are not complete enough for a
  double-dummy count.
- **Boerenbridge**: each player plays for himself and aims at an exact number of tricks, so
  there is no double-dummy "best play"; instead each sample is played out by basic players
  (a *rollout*), and the bid or card that most often makes the bid exactly is chosen. The
  default scoring is assumed (10 + 2 per trick for an exact bid).

Samples are drawn from a random source fixed by the bot's seed and what it has seen, so the
same view always gives the same choice (where no time budget runs out).
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from dataclasses import replace

from honeymoon.analysis import AnalysisTimeout, dd_plays, dd_tricks
from honeymoon.auction import Auction
from honeymoon.bots import draw_seed, seeded
from honeymoon.bots.basic import (
    BasicBot,
    PlaySituation,
    _bids,
    _boer_winner,
    _calls_by,
    _face_up,
    _lengths,
    _my_seat,
    _team,
    _viewer,
    _wizard,
    _worst,
    boerenbridge_card,
    boerenbridge_estimate,
    boerenbridge_legal,
)
from honeymoon.bots.seen import Seen, read
from honeymoon.calls import Bid, Call, Contract, Double, Doubling, Pass, Redouble, Strain
from honeymoon.cards import AnyCard, Card, Hand, SpecialCard, Suit
from honeymoon.errors import NotationError
from honeymoon.game import DECLINE, REFUSE, TAKE, Action, Decision
from honeymoon.par import _deal_points
from honeymoon.views import BoerenbridgeView, BridgeView

__all__ = ["StrongBot"]

#: Samples per decision: card play with two hands, with three or four, and elsewhere. Four hands
#: bid on 8 samples: each strain asked is one DDS solve a sample (tens of milliseconds), and a
#: call of contract bridge must take about a second at most.
PLAY_SAMPLES = {2: 24, 3: 6, 4: 12}
AUCTION_SAMPLES = {2: 12, 4: 8}
#: Candidate deals drawn for the auction per sample solved, by the number of players (two, or
#: four in contract bridge): the calls weigh them, and the samples are picked among them by
#: weight. Few candidates agree with a whole auction of two players (after 1♠ 2NT, one in thirty
#: or so), so there must be many for the samples to be among those. At four, 16 and 32 (with a
#: share of 0.02 below) measured no better in ``bench/opponents.py`` than 8 with 0.15.
CANDIDATES = {2: 32, 4: 8}
#: A double (or redouble) needs the samples to defeat (or make) the contract this often, with
#: ``MARGIN`` tricks to spare.
SURE = 0.75
MARGIN = 1
#: A call other than the basic player's is made only if it gains over it by more than this many
#: standard errors of the gain over the samples: few samples, or samples that disagree, leave the
#: basic call, which is also the one partner and opponents read the auction by.
NOISE = 3.0
#: How likely a player is to make a call other than the one the basic rules give his hand, by
#: the number of players. With two it must be small: the deals that disagree with a call far
#: outnumber those that agree, and with 0.15 they outweighed them, so that the samples forgot
#: what the opponent had bid (2NT bid on 11 tricks read as 2 to 5). At four, with a partner's
#: calls and two opponents' to agree with, a small share leaves the weight on one or two
#: candidates, samples that agree because they are the same deal; 0.15 measured better there.
OTHER_CALL = {2: 0.02, 4: 0.15}
DRAW_SAMPLES = 4
BOERENBRIDGE_SAMPLES = 16
#: Seconds of double-dummy analysis for one card: the samples are solved in turn until it is
#: spent, and the card is chosen over those solved (by the basic rules if they are fewer than
#: half).
PLAY_BUDGET = 0.8
#: Seconds for one call, the drawing of its samples included, spent the same way. Either
#: decision thus takes about a second at most.
AUCTION_BUDGET = 0.7
#: What making (or defeating) the contract is worth, in tricks, when the cards are compared.
CONTRACT_WEIGHT = 4.0


def _players(view: BridgeView) -> int:
    """How many players the table has: two, or four in contract bridge (not its seats: two
    players may play four hands, their own and their dummies)."""
    return sum(len(team) for team in view.teams)


def _hand(cards: Sequence[AnyCard]) -> Hand:
    return Hand([c for c in cards if isinstance(c, Card)])


def _as_seen_by(view: BridgeView, player: int, hands: list[list[AnyCard]], calls: int) -> BridgeView:
    """The view ``player`` had of the auction after its first ``calls`` calls, had the deal been
    ``hands``: his hand seen, the viewer's hidden, the face-up cards as they are."""
    hand = next(s.seat for s in view.seats if s.owner == player)
    me = _my_seat(view).seat
    held = tuple(sorted((c for c in hands[hand] if isinstance(c, Card)), reverse=True))
    seats = tuple(replace(s, cards=held, hidden=0) if s.seat == hand
                  else replace(s, cards=(), hidden=len(s.cards) + s.hidden) if s.seat == me else s
                  for s in view.seats)
    return replace(view, viewer=player, current_player=player, seats=seats, auction=view.auction[:calls])


def _legal_calls(view: BridgeView, calls: int) -> list[Call]:
    """The calls legal after the first ``calls`` calls of the view's auction."""
    assert view.auction_first is not None, "a view of the auction"
    auction = Auction(len(view.names), view.auction_first, closing_passes=3, book=view.book)
    for call in view.auction[:calls]:
        auction.call(call)
    return auction.legal_calls()


class _Sample:
    """One sampled deal for the auction, and its double-dummy results, solved when first asked."""

    def __init__(self, hands: list[list[AnyCard]]) -> None:
        self.hands = hands
        self._hands = [_hand(h) for h in hands]
        self._tricks: dict[tuple[Strain, int], int] = {}
        self._likely: dict[tuple[int, Call], float] = {}

    def tricks(self, strain: Strain, declarers: tuple[int, ...]) -> int:
        """Tricks a side takes double dummy in ``strain`` (the two partners in contract bridge,
        else one player). Of two partners, the one with more cards in the trump suit (at no-trump,
        more high-card points) declares, as the auction usually makes him: one solve, not two,
        which keeps a call of contract bridge within a second."""
        def holding(seat: int) -> int:
            cards = [c for c in self.hands[seat] if isinstance(c, Card)]
            suit = strain.suit
            return sum(c.hcp for c in cards) if suit is None else sum(c.suit is suit for c in cards)

        return self._solve(strain, max(declarers, key=holding))

    def likelihood(self, view: BridgeView, calls: list[tuple[int, Call]]) -> float:
        """How likely the other players were to make their ``calls`` with this deal's cards, if
        they bid as the basic player does (``BasicBot.call``) but for a share
        ``OTHER_CALL`` of their calls, made otherwise: the same strain at another level counts
        half way. Each player's answer to each prefix of the auction is kept."""
        me, other = _viewer(view), OTHER_CALL[_players(view)]
        weight = 1.0
        for index, (player, call) in enumerate(calls):
            if player == me:
                continue
            key = (index, call)
            if key not in self._likely:
                seen = _as_seen_by(view, player, self.hands, index)
                basic = BasicBot().call(seen, _legal_calls(view, index))
                if basic == call:
                    self._likely[key] = 1.0
                elif isinstance(basic, Bid) and isinstance(call, Bid) and basic.strain is call.strain:
                    self._likely[key] = 0.5
                else:
                    self._likely[key] = other
            weight *= self._likely[key]
        return weight

    def _solve(self, strain: Strain, declarer: int) -> int:
        key = (strain, declarer)
        if key not in self._tricks:
            seats = len(self._hands)
            leader = (declarer + 1) % seats
            self._tricks[key] = len(self._hands[0]) - dd_tricks(
                self._hands, strain, leader, engine="endplay" if seats == 4 else "library")
        return self._tricks[key]


class _CallChoice:
    """A call of the auction (two or four hands) and what it is chosen from: the calls made so
    far, the strains the player's side might play in, and each legal call's value over the
    samples (see the module's text)."""

    def __init__(self, view: BridgeView, legal: Sequence[Action], basic: Action) -> None:
        self.view = view
        self.legal = legal
        #: The basic player's call, made unless the samples clearly say another does better.
        self.basic = basic
        self.me = _viewer(view)
        self.team = _team(view, self.me)
        calls = _calls_by(view)
        self.last: tuple[int, Bid] | None = None
        self.doubling = Doubling.UNDOUBLED
        for player, call in calls:
            if isinstance(call, Bid):
                self.last, self.doubling = (player, call), Doubling.UNDOUBLED
            elif isinstance(call, Double):
                self.doubling = Doubling.DOUBLED
            elif isinstance(call, Redouble):
                self.doubling = Doubling.REDOUBLED
        lengths = _lengths(_my_seat(view).cards)
        self.strains = {Strain.NOTRUMP} | {Strain.from_suit(s) for s in sorted(
            Suit, key=lambda s: (lengths[s], s), reverse=True)[:2]}
        if len(self.team) > 1:
            self.strains |= {c.strain for p, c in calls if p in self.team and isinstance(c, Bid)}
        if isinstance(basic, Bid):
            self.strains.add(basic.strain)
        # What each sample is solved for: the player's side in each of its strains, and the
        # side of the last bid in its strain.
        self.asked = [(strain, self.team) for strain in self.strains]
        if self.last is not None:
            self.asked.append((self.last[1].strain, _team(view, self.last[0])))
        self.asked.sort(key=lambda asked: asked[0])  # both sides of a strain together
        side = {player: index for index, players in enumerate(view.teams) for player in players}
        self.vulnerable = {player: view.vulnerable[index] for player, index in side.items()}

    def solve(self, sample: _Sample, deadline: float) -> bool:
        """Solve ``sample`` for every strain asked, one after another (DDS solves a deal faster
        when it has just solved the same one): False if the time is up before it is solved
        (``deadline``, by ``time.monotonic``)."""
        for strain, side in self.asked:
            if time.monotonic() > deadline:
                return False
            sample.tricks(strain, side)
        return True

    def best(self, samples: Sequence[_Sample]) -> Action:
        """The call to make over ``samples``: the basic player's (:attr:`basic`), unless another
        call gains over it on average by more than ``NOISE`` standard errors of the gain, sample
        by sample (the same samples score both); of those, the one worth most, and among calls
        worth the same, the lowest. A double or a redouble the samples do not back (see
        :meth:`outcomes`) gives way to a pass."""
        weights, outcomes = self.outcomes(samples)
        default = self.basic if self.basic in outcomes else Pass()
        total = sum(weights)

        def mean(scores: list[float]) -> float:
            return sum(w * x for w, x in zip(weights, scores, strict=True)) / total

        def clearly_better(action: Action) -> bool:
            gains = [x - y for x, y in zip(outcomes[action], outcomes[default], strict=True)]
            gain, count = mean(gains), len(gains)
            if count < 2 or gain <= 1e-6:
                return False
            spread = sum((w * (g - gain)) ** 2 for w, g in zip(weights, gains, strict=True)) / total ** 2
            return gain > NOISE * math.sqrt(spread * count / (count - 1))

        chosen, worth = default, mean(outcomes[default])
        for action in self.legal:
            if action in outcomes and mean(outcomes[action]) > worth + 1e-6 and clearly_better(action):
                chosen, worth = action, mean(outcomes[action])
        return chosen

    def outcomes(self, samples: Sequence[_Sample]) -> tuple[list[float], dict[Action, list[float]]]:
        """What each call worth considering (the basic player's always) scores in each of
        ``samples``, to the player's side (duplicate scoring, as par counts it), and the weight
        of each sample."""
        view, team, me, last = self.view, self.team, self.me, self.last

        def ours(player: int) -> bool:
            return player in team

        # The other side's last bid says its bidder expected to make it, or to fail by a trick
        # at most (as this player bids, below): the samples where his side takes fewer tricks
        # count less.
        weights = [1.0] * len(samples)
        if last is not None and not ours(last[0]):
            theirs = _team(view, last[0])
            weights = [1.0 if sample.tricks(last[1].strain, theirs) >= last[1].tricks_needed - 1
                       else OTHER_CALL[_players(view)] for sample in samples]
        total_weight = sum(weights)

        def mean(scores: list[float]) -> float:
            return sum(w * x for w, x in zip(weights, scores, strict=True)) / total_weight

        def scores(contract: Contract | None, declarer: int) -> list[float]:
            if contract is None:
                return [0.0] * len(samples)
            side, sign = _team(view, declarer), 1.0 if ours(declarer) else -1.0
            return [sign * _deal_points(contract, sample.tricks(contract.strain, side),
                                          self.vulnerable[declarer], duplicate=True) for sample in samples]

        def worst(*choices: list[float]) -> list[float]:
            return min(choices, key=mean)

        def makes(bid: Bid, declarer: int, spare: int) -> float:
            """The share of the samples where ``bid`` makes with ``spare`` tricks to spare, played
            by ``declarer``'s side."""
            side = _team(view, declarer)
            return sum(weight for sample, weight in zip(samples, weights, strict=True)
                       if sample.tricks(bid.strain, side) >= bid.tricks_needed + spare) / total_weight

        def expected(strain: Strain) -> float:
            return sum(weight * sample.tricks(strain, team)
                       for sample, weight in zip(samples, weights, strict=True)) / total_weight

        # A contract is worth what it scores if the other side then does its best with a double
        # or a redouble (as par counts doubled sacrifices); outbidding is left to their turn.
        options: dict[Action, list[float]] = {}
        for action in self.legal:
            if isinstance(action, Bid) and action.strain not in self.strains:
                continue
            if isinstance(action, Pass):
                current = None if last is None else Contract.of(last[1], self.doubling)
                options[action] = scores(current, last[0] if last else me)
            elif isinstance(action, Bid):
                # A bid expected to fail by more than a trick is no sacrifice worth making: it
                # only starts a bidding war with the other side's own guesses.
                if action != self.basic and expected(action.strain) < action.tricks_needed - 1:
                    continue
                options[action] = worst(scores(Contract.of(action), me),
                                        scores(Contract.of(action, Doubling.DOUBLED), me))
            elif isinstance(action, Double) and last is not None:
                # The samples are guesses, a trick out here and there: a double is made only
                # where most of them defeat the contract by two tricks, so that the times it
                # makes doubled cannot eat the gain.
                if makes(last[1], last[0], -MARGIN) > 1 - SURE:
                    continue
                options[action] = worst(scores(Contract.of(last[1], Doubling.DOUBLED), last[0]),
                                        scores(Contract.of(last[1], Doubling.REDOUBLED), last[0]))
            elif isinstance(action, Redouble) and last is not None:
                if makes(last[1], last[0], MARGIN) < SURE:
                    continue
                options[action] = scores(Contract.of(last[1], Doubling.REDOUBLED), last[0])
        return weights, options


class StrongBot(BasicBot):
    """Samples the unseen cards and plays what does best across the samples (see the module)."""

    level = "strong"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = draw_seed(seed)
        self._auction_cache: dict[object, list[_Sample]] = {}

    def __repr__(self) -> str:
        return f"StrongBot(seed={self.seed})"

    def _rng(self, seen: Seen, *extra: object) -> random.Random:
        key = (seen.viewer, [sorted(map(int, k)) for k in seen.known], seen.hidden,
               sorted(map(int, seen.pool)), [(s, int(c)) for t in seen.tricks for s, c in t],
               [(s, int(c)) for s, c in seen.trick], extra)
        return seeded(self.seed, key)

    # --- card play ------------------------------------------------------------------------
    def play(self, view: BridgeView, legal: Sequence[Action]) -> Action:
        cards = [a for a in legal if isinstance(a, Card)]
        seen = read(view)
        table = PlaySituation(view, seen)
        basic = table.basic_card(cards)
        seats = len(view.seats)
        left = len(seen.known[table.seat]) + seen.hidden[table.seat]
        if len(cards) == 1:
            return basic
        rng = self._rng(seen, "play")
        strain = Strain.from_suit(table.contract.trump)
        # The solver takes seats in the order they play: 0, 1, 2, … except in exposed-dummy,
        # where a trick goes declarer, opponent, dummy.
        order = view.order
        place = {seat: index for index, seat in enumerate(order)}
        trick = [(place[s], c) for s, c in seen.trick if isinstance(c, Card)]
        leader = trick[0][0] if trick else place[table.seat]
        sides = tuple(0 if table.team[seat] else 1 for seat in order) if seats == 3 else None
        won = sum(1 for w in view.trick_winners if table.partner_of(w))
        total = len(view.trick_winners) + left
        need = table.goal(total)
        scores = dict.fromkeys(cards, 0.0)
        deadline = time.monotonic() + PLAY_BUDGET
        done = 0
        for _ in range(PLAY_SAMPLES[seats]):
            dealt = seen.deal(rng)
            hands = [_hand(dealt[seat]) for seat in order]
            try:
                values = dd_plays(hands, strain, leader, trick, sides=sides,
                                  engine="endplay" if seats == 4 else "library",
                                  budget=max(deadline - time.monotonic(), 1e-6))
            except AnalysisTimeout:
                break
            except NotationError:
                values = {}  # a sample the solver cannot take (see below)
            done += 1
            # Half-open dummies: a face-down card cannot be played, which double dummy does not
            # know; a sample where it matters is left out.
            if all(c in values for c in cards):
                for c in cards:
                    tricks = won + values[c]
                    scores[c] += tricks + (CONTRACT_WEIGHT if tricks >= need else 0.0)
            if time.monotonic() > deadline:
                break  # DDS (four seats) cannot be stopped on the clock: it is read between samples
        if done < PLAY_SAMPLES[seats] // 2:
            return basic  # too few samples to trust
        best = max(scores.values())
        if scores[basic] >= best - 1e-9:
            return basic
        return min((c for c in cards if scores[c] >= best - 1e-9), key=lambda c: c.rank)

    # --- the auction ----------------------------------------------------------------------
    def call(self, view: BridgeView, legal: Sequence[Action]) -> Action:
        seats = len(view.seats)
        if seats == 3:
            return super().call(view, legal)
        deadline = time.monotonic() + AUCTION_BUDGET
        basic = super().call(view, legal)
        choice = _CallChoice(view, legal, basic)
        samples = self._auction_samples(view, seats)
        solved = 0
        while solved < len(samples) and choice.solve(samples[solved], deadline):
            solved += 1
        if solved < max(len(samples) // 2, 1):
            return basic  # too few samples to trust
        return choice.best(samples[:solved])

    def auction_deals(self, view: BridgeView) -> list[tuple[list[list[AnyCard]], float]]:
        """The deals the auction weighs at ``view`` (each seat's cards), with the weight each
        drew from the calls made so far: ``call`` solves those it picks in proportion to
        their weights."""
        return [(sample.hands, weight) for sample, weight in self._weighed(view)]

    def _weighed(self, view: BridgeView) -> list[tuple[_Sample, float]]:
        """The candidate deals, each weighed by how likely the other players were to make
        their calls holding it."""
        calls = _calls_by(view)
        return [(sample, self._weight(view, sample.hands, calls) * sample.likelihood(view, calls))
                for sample in self._candidates(view)]

    def _candidates(self, view: BridgeView) -> list[_Sample]:
        """The candidate deals of the auction: drawn once for what the player has seen, kept
        for each of his calls."""
        seen = read(view)
        key = (view.game, view.deal, seen.viewer,
               tuple(sorted(map(int, (c for k in seen.known for c in k)))))
        candidates = self._auction_cache.get(key)
        if candidates is None:
            rng = self._rng(seen, "auction")
            count = CANDIDATES[_players(view)] * AUCTION_SAMPLES[len(view.seats)]
            candidates = [_Sample(seen.deal(rng)) for _ in range(count)]
            if len(self._auction_cache) > 64:
                self._auction_cache.clear()
            self._auction_cache[key] = candidates
        return candidates

    def _auction_samples(self, view: BridgeView, seats: int) -> list[_Sample]:
        """:data:`AUCTION_SAMPLES` deals drawn from the candidates in proportion to their weights,
        each kept from the player's previous call while the calls made since agree with it: a
        sample drawn when its weight was ``w`` stays, now that it is ``v`` (the weights only fall
        as calls are added), with the chance ``v / w``, else a new one is drawn. Each sample is
        then still a draw in proportion to the weights of now, and those already solved are
        reused. The player's earlier calls are replayed from the view, so the same view always
        gives the same samples."""
        candidates = self._candidates(view)
        calls = _calls_by(view)
        me = _viewer(view)
        rng = self._rng(read(view), "resample")
        count = AUCTION_SAMPLES[seats]
        slots: list[tuple[int, float, float]] = []  # a candidate, its weight when drawn, a chance
        for turn in [i for i, (player, _) in enumerate(calls) if player == me] + [len(calls)]:
            weights = [self._weight(view, c.hands, calls[:turn]) * c.likelihood(view, calls[:turn])
                       for c in candidates]
            slots = [(i, drawn, chance) for i, drawn, chance in slots if chance * drawn < weights[i]]
            slots += [(i, weights[i], rng.random())
                      for i in rng.choices(range(len(candidates)), weights, k=count - len(slots))]
        return [candidates[i] for i, _, _ in slots]

    @staticmethod
    def _weight(view: BridgeView, hands: list[list[AnyCard]], calls: list[tuple[int, Call]]) -> float:
        """How much a sample agrees with the other players' calls, read as most make them: a
        suit bid shows four cards or more in the suit, a bid some values (8 HCP or more), a pass
        before any bid no opening hand (fewer than 14 HCP)."""
        weight = 1.0
        owners = {s.seat: s.owner for s in view.seats}
        opened = False
        me = _viewer(view)
        for player, call in calls:
            if player == me:
                opened = opened or isinstance(call, Bid)
                continue
            seat = next(s for s, owner in owners.items() if owner == player)
            hcp = sum(c.hcp for c in hands[seat] if isinstance(c, Card))
            if isinstance(call, Bid):
                if call.strain.suit is not None and _lengths(hands[seat])[call.strain.suit] < 4:
                    weight *= 0.3
                if hcp < 8:
                    weight *= 0.5
                opened = True
            elif isinstance(call, Pass) and not opened and hcp >= 14:
                weight *= 0.5
        return weight


    # --- the draw -------------------------------------------------------------------------
    def draw(self, view: BridgeView, legal: Sequence[Action]) -> Action:
        decisions = [a for a in legal if isinstance(a, Decision)]
        draw = view.known_draw()
        if TAKE not in decisions and not draw.must_discard:
            return super().draw(view, legal)  # Draw and Discard, the preliminary tricks
        seen = read(view)
        hand = list(_my_seat(view).cards)
        rng = self._rng(seen, "draw")
        opponents = self._draw_opponents(seen, rng)
        if TAKE in decisions:
            taken = [*hand, _face_up(draw)]
            taken.remove(_worst(taken))
            other = REFUSE if REFUSE in decisions else DECLINE
            gain = self._hand_value(taken, opponents) - self._hand_value(hand, opponents)
            if abs(gain) < 1e-9:
                return super().draw(view, legal)
            return TAKE if gain > 0 else other
        cards = [a for a in legal if isinstance(a, Card)]
        lengths = _lengths(cards)
        candidates = sorted(cards, key=lambda c: c.hcp * 10 + lengths[c.suit] * 1.5 + int(c.rank) / 10)[:3]
        return max(candidates, key=lambda c: self._hand_value([x for x in cards if x != c], opponents))

    def _draw_opponents(self, seen: Seen, rng: random.Random) -> list[Hand]:
        """Opponent hands for the draw's count: 13 cards of those the player has not seen, as
        :meth:`Seen.deal` samples them (the cards the opponent took face up most often among them)."""
        other = 1 - seen.viewer
        return [Hand([c for c in seen.deal(rng)[other] if isinstance(c, Card)][:13])
                for _ in range(DRAW_SAMPLES)]

    @staticmethod
    def _hand_value(cards: list[Card], opponents: list[Hand]) -> float:
        """Tricks the hand takes double dummy as declarer (the opponent leads) in the best of
        no-trump and its two longest suits, on average over the sampled opponents."""
        hand = Hand(cards)
        lengths = _lengths(cards)
        suits = sorted(Suit, key=lambda s: (lengths[s], s), reverse=True)[:2]
        strains = [Strain.NOTRUMP] + [Strain.from_suit(s) for s in suits]
        total = 0
        for opponent in opponents:
            mine = Hand([c for c in hand.cards])
            theirs = Hand([c for c in opponent.cards if c not in mine.cards][:13])
            if len(theirs) != len(mine):
                continue
            total += max(len(mine) - dd_tricks([mine, theirs], strain, 1) for strain in strains)
        return total / len(opponents)

    # --- Boerenbridge ---------------------------------------------------------------------
    def boerenbridge_bid(self, view: BoerenbridgeView, legal: Sequence[Action]) -> Action:
        seen = read(view)
        me = seen.viewer
        rng = self._rng(seen, "bid")
        trump = view.trump
        players = len(view.hands)
        wizard = _wizard(view)
        bids_now = list(view.bids)
        bids = [a for a in legal if type(a) is int]
        dealer = view.dealer
        size = view.cards_each
        scores = dict.fromkeys(bids, 0.0)
        for _ in range(BOERENBRIDGE_SAMPLES):
            hands = seen.deal(rng)
            estimate = boerenbridge_estimate(hands[me], trump, players)
            for bid in bids:
                if abs(bid - estimate) > 2.5:
                    continue
                all_bids = self._complete_bids(bids_now, me, bid, hands, trump, players, dealer, size)
                won = _rollout(hands, [], (dealer + 1) % players, trump, all_bids, [0] * players,
                               wizard, set())
                scores[bid] += 10 + 2 * bid if won[me] == bid else 0
        best = max(scores.values())
        if best == 0:
            return super().boerenbridge_bid(view, legal)
        return min(b for b in bids if scores[b] == best)

    @staticmethod
    def _complete_bids(bids_now: list[int | None], me: int, bid: int, hands: list[list[AnyCard]],
                       trump: Suit | None, players: int, dealer: int, size: int) -> list[int]:
        """The bids of this deal, the players still to bid bidding by the basic count."""
        bids = list(bids_now)
        bids[me] = bid
        player = (me + 1) % players
        order = [(dealer + 1 + i) % players for i in range(players)]
        for player in order[order.index(me) + 1:]:
            estimate = boerenbridge_estimate(hands[player], trump, players)
            choice = round(estimate)
            if player == dealer and sum(b for b in bids if b is not None) + choice == size:
                choice = choice + 1 if estimate >= choice and choice < size else max(choice - 1, 0)
            bids[player] = choice
        return [b if b is not None else 0 for b in bids]

    def boerenbridge_play(self, view: BoerenbridgeView, legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        seen = read(view)
        me = seen.viewer
        rng = self._rng(seen, "card")
        trump = view.trump
        wizard = _wizard(view)
        bids = _bids(view)
        won_now = list(view.tricks_won)
        trick = list(seen.trick)
        leader = trick[0][0] if trick else me
        scores = {a: 0.0 for a in legal}
        for _ in range(BOERENBRIDGE_SAMPLES):
            hands = seen.deal(rng)
            for action in legal:
                assert isinstance(action, Card | SpecialCard)
                rest = [list(h) for h in hands]
                rest[me].remove(action)
                won = _rollout(rest, [*trick, (me, action)], leader, trump, bids, list(won_now), wizard,
                               seen.played)
                scores[action] += 10 + 2 * bids[me] if won[me] == bids[me] else 0
        best = max(scores.values())
        basic = super().boerenbridge_play(view, legal)
        if scores[basic] >= best:
            return basic
        return next(a for a in legal if scores[a] >= best)


def _rollout(hands: list[list[AnyCard]], trick: list[tuple[int, AnyCard]], leader: int,
             trump: Suit | None, bids: list[int], won: list[int], wizard: bool,
             played: set[AnyCard]) -> list[int]:
    """Play a Boerenbridge deal to its end with basic players; the tricks each player won."""
    players = len(hands)
    hands = [list(h) for h in hands]
    played = set(played)
    trick = list(trick)
    while True:
        while len(trick) < players:
            player = (leader + len(trick)) % players
            hand = hands[player]
            if not hand:
                return won
            legal = boerenbridge_legal(hand, trick)
            chosen = boerenbridge_card(hand, legal, trick, trump, bids[player] - won[player],
                                       played, players, wizard)
            hand.remove(chosen)
            trick.append((player, chosen))
        winner = _boer_winner(trick, trump, wizard)
        won[winner] += 1
        played.update(c for _, c in trick)
        trick = []
        leader = winner
        if not hands[leader]:
            return won
