"""Lessons 6 to 9: rubber scoring, the scoring lab and Plain Honeymoon.

Trick points, overtricks, undertricks, slams and honors; a doubled sacrifice against the
opponents' game; the auction and the score of a deal of Plain Honeymoon. Every score is the
library's (:func:`honeymoon.score_deal`, :class:`honeymoon.ScoreSheet`), with its walkthrough.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from functools import partial

from honeymoon import Auction, Contract, Hand, ScoreSheet, render, score_deal
from honeymoon.calls import ALL_BIDS, Bid, Doubling, Strain
from honeymoon.scoring import DealScore, Side, honors_held
from honeymoon_course.auctions import (
    _dealer_of,
    _declarer_steps,
    _doubled,
    _finished_auction,
    _who_calls_first,
    bid_auction,
    contract_question,
)
from honeymoon_course.games import _find, _new_deal
from honeymoon_course.question import Question
from honeymoon_course.tricks import _random_contract
from honeymoon_course.words import PAIR, _contract, _figure, _hand, _labelled, _up, _vul, md

__all__ = [
    "lesson_06",
    "lesson_07",
    "lesson_08",
    "lesson_09",
    "made_score_question",
    "plain_deal_question",
    "sacrifice_question",
    "score_question",
]


def _walkthrough(score: DealScore, names: Mapping[Side, str] | None = None) -> tuple[str, ...]:
    head = md(score.headline) + ":"
    who: Mapping[Side, str] = names or {"declarer": "declarer", "defenders": "defenders"}
    return (head, *(f"{who[line.side]}: {md(str(line))}" for line in score.lines))


def made_score_question(contract: Contract, tricks: int) -> Question:
    """Trick points and overtricks of a made contract, and whether it is a game (from zero)."""
    score = score_deal(contract, tricks)
    below, above = score.declarer_below, score.declarer_above
    game = below >= 100
    return Question(
        kind="made-score",
        prompt=(f"Declarer plays {_contract(contract)}, not vulnerable, and takes {tricks} tricks. "
                "How many trick points go below the line, how many points for overtricks above it, and "
                "is it a game (from a score of zero)?"),
        answer=(f"{below} below the line, {above} above; "
                + (f"a game ({below} ≥ 100)." if game else f"not a game ({below} < 100: a part-score).")),
        why=_walkthrough(score),
        facts={"contract": contract.code, "tricks": tricks, "below": below, "above": above, "game": game},
        blanks=("Trick points (below)", "Overtricks (above)", "Game?"))


def score_question(contract: Contract, tricks: int, vulnerable: bool, *, hand: Hand | None = None,
                   holder: Side = "declarer") -> Question:
    """What each side scores, above and below the line; with ``hand`` (held by ``holder``), honors."""
    honors = honors_held(hand, contract.strain) if hand is not None else 0
    score = score_deal(contract, tricks, vulnerable=vulnerable, honors=honors, honors_side=holder)
    totals = {"declarer_below": score.declarer_below, "declarer_above": score.declarer_above,
              "defenders_above": score.defenders_above}
    prompt = (f"Declarer plays {_contract(contract)}, {_vul(vulnerable)}, and takes {tricks} tricks. "
              "What does each side score, above and below the line?")
    figure = ""
    why = list(_walkthrough(score))
    if hand is not None:
        owner = "Declarer" if holder == "declarer" else "A defender"
        prompt += f" {owner} held the hand below: do not forget honors."
        figure = _figure(_hand(hand, f"{owner}'s hand"))
        if not honors:
            why.append(f"No honors: the hand does not hold {_honors_wanted(contract.strain)}.")
    return Question(
        kind="score", prompt=prompt,
        answer=_up(f"declarer {score.declarer_below} below and {score.declarer_above} above the line; "
                   f"defenders {score.defenders_above} above."),
        why=tuple(why),
        facts={"contract": contract.code, "tricks": tricks, "vulnerable": vulnerable, "honors": honors,
               "honors_side": holder, "hand": hand.pbn() if hand is not None else None, **totals},
        figure=figure, blanks=("Declarer below", "Declarer above", "Defenders above"))


def _honors_wanted(strain: Strain) -> str:
    """What a hand must not hold for no honors to score, in words."""
    if strain is Strain.NOTRUMP:
        return "all four aces (at no-trump only the aces count)"
    return f"four of the five top trumps ({strain.symbol}A K Q J 10)"


def _sheet_with(we_vul: bool, they_vul: bool) -> ScoreSheet:
    """A rubber in which We (side 0) and They (side 1) are vulnerable as asked: each vulnerable side
    has made a game (3NT, 9 tricks) earlier in it."""
    sheet = ScoreSheet(("We", "They"))
    for side, vulnerable in ((0, we_vul), (1, they_vul)):
        if vulnerable:
            sheet.record("3NT", 9, declarer=side)
    return sheet


def sacrifice_question(game: Contract, game_tricks: int, sacrifice: Contract, sacrifice_tricks: int,
                       we_vul: bool, they_vul: bool) -> Question:
    """Compare two results: the opponents' game made, or our sacrifice doubled and defeated. Both are
    written on a rubber's score sheet, so a game that wins the rubber brings its bonus."""
    results: list[tuple[int, list[str]]] = []
    for contract, tricks, declarer in ((game, game_tricks, 1), (sacrifice, sacrifice_tricks, 0)):
        sheet = _sheet_with(we_vul, they_vul)
        start = len(sheet.entries)
        sheet.record(contract, tricks, declarer=declarer)
        theirs = [entry for entry in sheet.entries[start:] if entry.side == 1]
        results.append((sum(e.points for e in theirs), [md(str(e.line)) for e in theirs]))
    (game_points, game_lines), (sac_points, sac_lines) = results
    cheaper = "sacrifice" if sac_points < game_points else "game" if game_points < sac_points else "same"
    rubber = any("rubber" in line for line in game_lines)
    verdict = {"sacrifice": f"the sacrifice costs {game_points - sac_points} less.",
               "game": f"letting them play {md(str(game))} costs {sac_points - game_points} less.",
               "same": "both cost the same."}[cheaper]
    why = [f"If they play {md(str(game))} and take {game_tricks} tricks, they score: "
           + "; ".join(game_lines) + f" — {game_points} in all.",
           f"If you play {md(str(sacrifice))} and take {sacrifice_tricks} tricks, they score: "
           + "; ".join(sac_lines) + f" — {sac_points} in all."]
    if not rubber:
        why.append("Their game does not end the rubber, but it is worth more than its points: it wins "
                   "them a game, and a second game brings the rubber bonus (700, or 500 if you have a game).")
    return Question(
        kind="sacrifice",
        prompt=(f"You are {_vul(we_vul)}, they are {_vul(they_vul)}. They bid {_contract(game)} and would "
                f"take {game_tricks} tricks. You can bid {render.call_html(sacrifice.bid)} instead: they "
                f"double, and you take {sacrifice_tricks} tricks."),
        answer=f"{md(str(game))} made: {game_points} to them; {md(str(sacrifice))} down "
               f"{sacrifice.tricks_needed - sacrifice_tricks}: {sac_points} to them; {verdict}",
        why=tuple(why),
        facts={"game": game.code, "game_tricks": game_tricks, "sacrifice": sacrifice.code,
               "sacrifice_tricks": sacrifice_tricks, "we_vul": we_vul, "they_vul": they_vul,
               "game_points": game_points, "sacrifice_points": sac_points, "cheaper": cheaper},
        blanks=(f"They score if they play {game}", f"They score if you play {sacrifice}", "Cheaper for you"))


def plain_deal_question(hands: Sequence[Hand], auction: Auction, tricks: int, vulnerable: bool) -> Question:
    """A deal of Plain Honeymoon: the two hands, the auction, the tricks declarer took; the contract,
    the declarer and the score (with honors, whoever holds them)."""
    contract, declarer = auction.contract, auction.declarer
    assert contract is not None and declarer is not None
    names = PAIR
    holder_seat = next((seat for seat in (0, 1) if honors_held(hands[seat], contract.strain)), None)
    honors = honors_held(hands[holder_seat], contract.strain) if holder_seat is not None else 0
    side: Side = "declarer" if holder_seat in (None, declarer) else "defenders"
    score = score_deal(contract, tricks, vulnerable=vulnerable, honors=honors, honors_side=side)
    defender = 1 - declarer
    who: dict[Side, str] = {"declarer": names[declarer], "defenders": names[defender]}
    why = _declarer_steps(auction, names) + list(_walkthrough(score, who))
    if not honors:
        why.append(f"No honors: neither hand holds {_honors_wanted(contract.strain)}.")
    auction_table = render.auction_html(auction.calls, first=auction.first, players=2, names=names,
                                        dealer=_dealer_of(auction))
    figure = _figure(_hand(hands[0], names[0]), _hand(hands[1], names[1]),
                     _labelled("Auction", auction_table), classes="hm-row")
    return Question(
        kind="plain-deal",
        prompt=(f"{_who_calls_first(auction, names)} Here are both hands and the auction. Declarer is "
                f"{_vul(vulnerable)} and takes {tricks} tricks. What is the contract, who is declarer, and "
                "what does each player score, above and below the line? (Look for honors in both hands.)"),
        answer=(f"{md(str(contract))} by {names[declarer]}; {names[declarer]} scores {score.declarer_below} "
                f"below and {score.declarer_above} above the line, {names[defender]} "
                f"{score.defenders_above} above."),
        why=tuple(why),
        facts={"hands": [h.pbn() for h in hands], "first": auction.first,
               "calls": [str(c) for c in auction.calls], "contract": contract.code, "declarer": declarer,
               "tricks": tricks, "vulnerable": vulnerable, "honors": honors, "honors_side": side,
               "declarer_below": score.declarer_below, "declarer_above": score.declarer_above,
               "defenders_above": score.defenders_above},
        figure=figure,
        blanks=("Contract and declarer", f"{names[0]} scores", f"{names[1]} scores"), lines=1, stack=True)


# --- the lessons' question makers ----------------------------------------------------------------------

def lesson_06(rng: random.Random) -> list[Question]:
    """Rubber scoring I: trick points and overtricks of made contracts; is it a game."""
    questions = []
    wants = [True, False, True, False, None, None]  # a game, a part-score, …
    for want in wants:
        while True:
            contract = _random_contract(rng, (1, 2, 3, 4, 5))
            if want is None or (score_deal(contract, contract.tricks_needed).declarer_below >= 100) == want:
                break
        extra = rng.choice((0, 0, 1, 1, 2))
        tricks = min(13, contract.tricks_needed + extra)
        questions.append(made_score_question(contract, tricks))
    return questions


def lesson_07(rng: random.Random) -> list[Question]:
    """Rubber scoring II: doubled and redoubled results, undertricks, slams, honors."""
    questions = []
    doubled = _random_contract(rng, (2, 3, 4), Doubling.DOUBLED)
    questions.append(score_question(doubled, doubled.tricks_needed + rng.choice((0, 1)), rng.random() < 0.5))
    redoubled = _random_contract(rng, (1, 2, 3), Doubling.REDOUBLED)
    questions.append(score_question(redoubled, redoubled.tricks_needed + rng.choice((-1, 0, 1)),
                                    rng.random() < 0.5))
    vulnerable = rng.random() < 0.5
    plain = _random_contract(rng, (2, 3, 4, 5))
    questions.append(score_question(plain, plain.tricks_needed - rng.choice((1, 2, 3)), vulnerable))
    down = _random_contract(rng, (3, 4, 5), Doubling.DOUBLED)
    questions.append(score_question(down, down.tricks_needed - rng.choice((2, 3, 4)), not vulnerable))
    slam = _random_contract(rng, (6, 7))
    questions.append(score_question(slam, slam.tricks_needed, rng.random() < 0.5))

    def honors_hand(r: random.Random) -> tuple[Hand, Strain] | None:
        _, hands = _new_deal(r)
        for hand in hands:
            strains = [s for s in Strain if honors_held(hand, s)]
            if strains:
                return hand, r.choice(strains)
        return None

    found = _find(rng, honors_hand, "hand with honors")
    assert isinstance(found, tuple)
    hand, strain = found
    contract = Contract.of(Bid(rng.choice((2, 3, 4) if strain is not Strain.NOTRUMP else (1, 2, 3)), strain))
    holder: Side = "declarer" if rng.random() < 0.7 else "defenders"
    tricks = contract.tricks_needed + rng.choice((-1, 0, 1))
    questions.append(score_question(contract, tricks, rng.random() < 0.5, hand=hand, holder=holder))
    return questions


def _sacrifice_case(rng: random.Random, we_vul: bool, they_vul: bool, want: str | None) -> Question | None:
    """Their game (and the tricks it takes) against our doubled sacrifice just above it; ``None``
    unless ``want`` ("sacrifice", "game") is the cheaper for us."""
    game = Contract.of(Bid(*rng.choice(((4, Strain.SPADES), (4, Strain.HEARTS), (3, Strain.NOTRUMP),
                                        (5, Strain.DIAMONDS)))))
    game_tricks = game.tricks_needed + rng.choice((0, 0, 1))
    ours = [b for b in ALL_BIDS if b > game.bid and b.strain not in (Strain.NOTRUMP, game.strain)][:3]
    sacrifice = Contract.of(rng.choice(ours), Doubling.DOUBLED)
    tricks = sacrifice.tricks_needed - rng.choice((1, 2, 3, 4))
    question = sacrifice_question(game, game_tricks, sacrifice, tricks, we_vul, they_vul)
    return question if want is None or question.facts["cheaper"] == want else None


def lesson_08(rng: random.Random) -> list[Question]:
    """The scoring lab: a doubled sacrifice against the opponents' game made."""
    # Each vulnerability once, with the result that can go either way there; then two at random.
    cases: list[tuple[bool, bool, str | None]] = [
        (False, False, "game"), (False, True, "sacrifice"), (True, True, "sacrifice"), (True, False, "game")]
    for _ in range(2):
        we_vul, they_vul = rng.choice(((False, False), (False, True), (True, False), (True, True)))
        cases.append((we_vul, they_vul, None))
    questions = []
    for we_vul, they_vul, want in cases:
        found = _find(rng, partial(_sacrifice_case, we_vul=we_vul, they_vul=they_vul, want=want), "case")
        assert isinstance(found, Question)
        questions.append(found)
    return questions


def lesson_09(rng: random.Random) -> list[Question]:
    """Plain Honeymoon: two-player auctions (contract, declarer, lead) and the score of played deals."""
    wants: list[Callable[[Auction], bool]] = [
        lambda a: len(a.calls) >= 4, lambda a: a.declarer != a.first,
        lambda a: _doubled(a) or len(a.calls) >= 5]
    questions = [contract_question(_finished_auction(rng, 2, want), PAIR) for want in wants]

    def played(r: random.Random, want: Callable[[Auction, Sequence[Hand]], bool]) -> Question | None:
        _, hands = _new_deal(r, hands=2)
        auction = bid_auction(hands, r.randrange(2), r)
        if auction.contract is None or not want(auction, hands):
            return None
        tricks = max(0, min(13, auction.contract.tricks_needed + r.choice((-2, -1, 0, 0, 1, 2))))
        return plain_deal_question(hands, auction, tricks, r.random() < 0.5)

    def honors(auction: Auction, hands: Sequence[Hand]) -> bool:
        return auction.contract is not None and any(honors_held(h, auction.contract.strain) for h in hands)

    deal_wants: list[Callable[[Auction, Sequence[Hand]], bool]] = [
        lambda a, h: a.contract is not None and a.contract.level >= 2 and not honors(a, h),
        lambda a, h: a.declarer != a.first and not honors(a, h), honors]
    for deal_want in deal_wants:
        found = _find(rng, partial(played, want=deal_want), "deal")
        assert isinstance(found, Question)
        questions.append(found)
    return questions
