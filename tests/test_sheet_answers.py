"""Every answer of the class sheets' keys worked out again on its own, from the question's facts
(mostly without the function the package used), for three seeds; and a few questions checked
against facts typed in by hand, from the book's Rules pages and the lessons.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

import pytest

from honeymoon import (
    Auction,
    Card,
    Contract,
    Hand,
    Rank,
    ScoreSheet,
    Suit,
    new_game,
    parse_call,
    score_deal,
)
from honeymoon.analysis import dd_tricks
from honeymoon.bots.basic import BasicBot
from honeymoon.calls import Bid, Doubling, Strain
from honeymoon.cards import SpecialCard, parse_card
from honeymoon.evaluation import losing_trick_count, quick_tricks
from honeymoon.forms import review
from honeymoon.scoring import honors_held
from honeymoon.tricks import trick_winner
from honeymoon_course.auctions import contract_question
from honeymoon_course.boerenbridge import (
    hook_question,
    staircase_question,
    variants_question,
    wizard_question,
)
from honeymoon_course.discard import keep_reject_question, prelim_trick_question
from honeymoon_course.draw import improve_question
from honeymoon_course.dummies import three_score_question, what_sees_question
from honeymoon_course.hands import hcp_question, judge_question, length_question
from honeymoon_course.scores import made_score_question, sacrifice_question, score_question
from honeymoon_course.sheets import build
from honeymoon_course.strategy import fourth_best, sequence_top, tip_draw_question
from honeymoon_course.tricks import legal_cards_question, trick_question
from honeymoon_course.words import COMPASS

HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def questions(seed: int) -> Iterator[tuple[int, int, Any]]:
    """(lesson, question number, question) for every question of a seed."""
    for sheet in build(seed):
        for number, question in enumerate(sheet.questions, 1):
            yield sheet.lesson.number, number, question


# --- the answers --------------------------------------------------------------------------------------

def _auction(facts: dict[str, Any]) -> Auction:
    auction = Auction(players=facts.get("players", 2), first=facts["first"])
    for call in facts["calls"]:
        auction.call(call)
    return auction


def _trump(letter: str | None) -> Suit | None:
    return None if letter is None else Suit.parse(letter)


def _trick_points(contract: Contract) -> int:
    per = {Strain.CLUBS: 20, Strain.DIAMONDS: 20}.get(contract.strain, 30)
    return (contract.level * per + (10 if contract.strain is Strain.NOTRUMP else 0)) * contract.doubling.value


def check_answer(kind: str, f: dict[str, Any]) -> None:
    """Recompute one question's answer from its facts."""
    if kind == "trick":
        cards = [Card.parse(c) for c in f["cards"]]
        trump = _trump(f["trump"])
        # The highest trump, else the highest card of the suit led.
        trumps = [c for c in cards if c.suit is trump]
        best = max(trumps or [c for c in cards if c.suit is cards[0].suit])
        assert best.code == f["winner_card"]
        assert f["seats"][cards.index(best)] == f["winner_seat"]
        assert cards[trick_winner(cards, trump)] is best
    elif kind == "legal-cards":
        hand, led = Hand.parse(f["hand"]), Card.parse(f["led"])
        legal = [c for c in hand if c.suit is led.suit] or list(hand)
        assert sorted(c.code for c in legal) == f["legal"]
    elif kind == "tricks-needed":
        assert f["answers"] == [int(code[0]) + 6 for code in f["contracts"]]
    elif kind == "result":
        needed = int(f["contract"][0]) + 6
        assert f["result"] == f["tricks"] - needed and f["made"] == (f["tricks"] >= needed)
    elif kind == "who-scores":  # the declarer when the contract makes, else the defender
        made = f["tricks"] >= int(f["contract"][0]) + 6
        assert f["made"] == made and f["scores"] == ("declarer" if made else "defender")
    elif kind == "hcp":
        assert f["answer"] == sum(HCP.get(rank, 0) for rank in f["hand"])
    elif kind == "length":
        lengths = [len(holding) for holding in f["hand"].split(".")]
        start = {"standard": 4, "honeymoon": 3}
        assert f["answers"] == [sum(max(0, n - start[c]) for n in lengths) for c in f["counts"]]
    elif kind == "judge":
        lengths = sorted((len(holding) for holding in f["hand"].split(".")), reverse=True)
        assert f["shape"] == "-".join(map(str, lengths))
        assert f["balanced"] == (lengths in ([4, 3, 3, 3], [4, 4, 3, 2], [5, 3, 3, 2]))
        hand = Hand.parse(f["hand"])
        assert f["quick_tricks"] == quick_tricks(hand).total
        assert f["losers"] == losing_trick_count(hand).total
    elif kind == "contract":
        auction = _auction(f)
        assert auction.contract is not None and auction.contract.code == f["contract"]
        assert auction.declarer == f["declarer"]
        assert f["leader"] == (f["declarer"] + 1) % f["players"]
        if "dummy" in f:
            assert f["dummy"] == (f["declarer"] + 2) % 4
            assert f["tricks_needed"] == auction.contract.level + 6
    elif kind == "lowest-bid":
        auction = _auction(f)
        last = max(b.index for b in map(parse_call, f["calls"]) if isinstance(b, Bid))
        strain = Strain.parse(f["strain"])
        lowest = next(b for level in range(1, 8) if (b := Bid(level, strain)).index > last)
        assert lowest.code == f["answer"]
        assert auction.is_legal(lowest) and not auction.is_legal(Bid(lowest.level - 1, strain)) \
            if lowest.level > 1 else auction.is_legal(lowest)
    elif kind == "legal-call":
        auction = _auction(f)
        assert [auction.is_legal(parse_call(c)) for c in f["candidates"]] == f["legal"]
        assert any(f["legal"]) and not all(f["legal"])
    elif kind == "made-score":
        contract = Contract.parse(f["contract"])
        over = f["tricks"] - contract.tricks_needed
        assert over >= 0
        assert f["below"] == _trick_points(contract)
        assert f["above"] == over * (20 if contract.strain <= Strain.DIAMONDS else 30)
        assert f["game"] == (f["below"] >= 100)
    elif kind == "score":
        contract = Contract.parse(f["contract"])
        honors = honors_held(Hand.parse(f["hand"]), contract.strain) if f["hand"] else 0
        assert f["honors"] == honors
        score = score_deal(contract, f["tricks"], vulnerable=f["vulnerable"], honors=honors,
                           honors_side=f["honors_side"])
        assert (score.declarer_below, score.declarer_above, score.defenders_above) == (
            f["declarer_below"], f["declarer_above"], f["defenders_above"])
        if contract.tricks_needed <= f["tricks"]:
            assert f["declarer_below"] == _trick_points(contract)
        else:
            assert f["declarer_below"] == 0
    elif kind == "sacrifice":
        points = []
        for code, tricks, declarer in ((f["game"], f["game_tricks"], 1),
                                       (f["sacrifice"], f["sacrifice_tricks"], 0)):
            sheet = ScoreSheet(("We", "They"))
            for side, vulnerable in ((0, f["we_vul"]), (1, f["they_vul"])):
                if vulnerable:
                    sheet.record("3NT", 9, declarer=side)
            before = sheet.total(1)
            sheet.record(code, tricks, declarer=declarer)
            points.append(sheet.total(1) - before)
        assert points == [f["game_points"], f["sacrifice_points"]]
        expected = "sacrifice" if points[1] < points[0] else "game" if points[0] < points[1] else "same"
        assert f["cheaper"] == expected
    elif kind == "plain-deal":
        auction = _auction({**f, "players": 2})
        assert auction.contract is not None and auction.contract.code == f["contract"]
        assert auction.declarer == f["declarer"]
        hands = [Hand.parse(h) for h in f["hands"]]
        held = [honors_held(h, auction.contract.strain) for h in hands]
        assert f["honors"] == max(held)
        if f["honors"]:
            holder = held.index(f["honors"])
            assert f["honors_side"] == ("declarer" if holder == f["declarer"] else "defenders")
        score = score_deal(auction.contract, f["tricks"], vulnerable=f["vulnerable"], honors=f["honors"],
                           honors_side=f["honors_side"])
        assert (score.declarer_below, score.declarer_above, score.defenders_above) == (
            f["declarer_below"], f["declarer_above"], f["defenders_above"])
    elif kind in PART_TWO_CHECKS:
        PART_TWO_CHECKS[kind](f)
    else:  # pragma: no cover - a new kind needs its check here
        pytest.fail(f"no check for questions of the kind {kind!r}")


# --- part two: each kind recomputed from its facts ---------------------------------------------------

def _cards(codes: Sequence[str]) -> list[Card]:
    return [Card.parse(code) for code in codes]


def _hand_cards(text: str) -> list[Card]:
    return list(Hand.parse(text))


def _count(cards: Sequence[Card]) -> int:
    """The Honeymoon count, by hand: HCP plus 1 for each card from the fourth of a suit."""
    lengths = [sum(1 for c in cards if c.suit is suit) for suit in Suit]
    return sum(HCP.get(c.rank.letter, 0) for c in cards) + sum(max(0, n - 3) for n in lengths)


def _length(cards: Sequence[Card], suit: Suit) -> int:
    return sum(1 for c in cards if c.suit is suit)


def check_draw_improve(f: dict[str, Any]) -> None:
    hand, face = _hand_cards(f["hand"]), Card.parse(f["face"])
    take = HCP.get(face.rank.letter, 0) > min(HCP.get(c.rank.letter, 0) for c in hand)
    assert f["decision"] == ("take" if take else "decline" if f["offered"] else "refuse")
    if take:  # the weakest of the 14: fewest HCP, shortest suit, lowest, clubs first
        cards = [*hand, face]
        out = min(cards, key=lambda c: (HCP.get(c.rank.letter, 0), _length(cards, c.suit), c.rank, c.suit))
        assert f["discard"] == out.code
    else:
        assert f["discard"] is None


def check_draw_computer(f: dict[str, Any]) -> None:
    hand, face, worst = _hand_cards(f["hand"]), Card.parse(f["face"]), Card.parse(f["worst"])
    after = [c for c in [*hand, face] if c != worst]
    assert (f["now"], f["then"]) == (_count(hand), _count(after))
    take = f["then"] > f["now"] or (f["then"] == f["now"] and face.rank >= Rank.JACK and face in after)
    assert f["decision"] == ("take" if take else "refuse")
    assert take == BasicBot.take_face_up(list(hand), face)  # the library's own rule agrees


def check_draw_sequence(f: dict[str, Any]) -> None:
    if f["ben"] == "decline":
        assert f["place"] == "dead" and f["decider"] == 1  # Ben goes on with his turn
    else:
        assert f["place"] in ("hand", "discards") and f["decider"] == 0  # taking ends his turn
    assert f["next"] != f["card"]


def _check_knowledge(f: dict[str, Any], known: set[str]) -> None:
    assert f["verdicts"] == ["cannot" if card in known else "may" for card in f["candidates"]]
    assert "cannot" in f["verdicts"] and "may" in f["verdicts"]
    assert not known & set(f["ben_hand"]), "a card Anna rules out is in Ben's hand"
    assert f["pool"] == 52 - len(known)


def check_draw_knowledge(f: dict[str, Any]) -> None:
    _check_knowledge(f, set(f["hand"]) | set(f["discards"]) | set(f["dead"]))
    assert f["pool"] == 13 + len(f["ben_took"])  # his 13 dealt cards and the cards he took


def check_draw_gain(f: dict[str, Any]) -> None:
    assert f["counts"] == [_count(_hand_cards(f["before"])), _count(_hand_cards(f["after"]))]
    assert 1 <= f["taken"] <= 26


def check_keep_reject(f: dict[str, Any]) -> None:
    hand, top = _cards(f["hand"]), Card.parse(f["top"])
    lengths = {suit: _length(hand, suit) for suit in Suit}
    if f["threshold"] is None:  # the computer's rule: an honour, or a card of one of the two longest suits
        longest = sorted(Suit, key=lambda s: (lengths[s], s), reverse=True)[:2]
        keep = top.rank >= Rank.JACK or (top.suit in longest and lengths[top.suit] >= 2)
    else:  # keeper(t): the card adds its HCP, and 1 when the hand already holds three of its suit
        keep = HCP.get(top.rank.letter, 0) + (lengths[top.suit] >= 3) >= f["threshold"]
    assert f["decision"] == ("keep" if keep else "reject")
    assert [f["kept"], f["discarded"]] == ([f["top"], f["next"]] if keep else [f["next"], f["top"]])


def check_discard_knowledge(f: dict[str, Any]) -> None:
    assert len(f["hand"]) == len(f["discards"]) == 13
    _check_knowledge(f, set(f["hand"]) | set(f["discards"]))
    assert f["pool"] == 26


def check_prelim_trick(f: dict[str, Any]) -> None:
    led, second = _cards(f["cards"])
    wins = second.suit is led.suit and second.rank > led.rank  # another suit never wins
    assert f["winner_seat"] == f["seats"][1 if wins else 0]
    assert len(set(f["draws"])) == 2 and not set(f["draws"]) & set(f["cards"])


def check_prelim_legal(f: dict[str, Any]) -> None:
    hand, led = _hand_cards(f["hand"]), Card.parse(f["led"])
    assert sorted(f["default"]) == sorted(c.code for c in hand)
    assert sorted(f["follow"]) == sorted(c.code for c in hand if c.suit is led.suit)


#: What Anna sees of each seat in the auction, by the rules page ([13, 13]: all 13 of a seat).
SEEN_IN_AUCTION = {"double-dummy": [[13, 13], [0, 13], [0, 13], [0, 13]],
                   "single-dummy": [[13, 13], [0, 13], [13, 13], [0, 13]],
                   "exposed-dummy": [[13, 13], [0, 13], [13, 13]]}


def cards_seen(view: Any) -> int:
    """Lesson 12's count of the cards a player sees: face up in the seats, and played."""
    played = len(view.trick) + sum(len(t) for t in view.tricks)
    return sum(len(seat.cards) for seat in view.seats) + played


def check_what_sees(f: dict[str, Any]) -> None:
    assert f["auction"] == SEEN_IN_AUCTION[f["form"]]
    # After the lead: her hand and every dummy, all of them; of Ben's hand only the card it led, if it led.
    assert [seen == held for seen, held in f["lead"]] == [True, False] + [True] * (len(f["lead"]) - 2)
    assert f["lead"][1][0] == (f["leader"] == 1) and all(held == 13 for _, held in f["lead"])
    assert f["leader"] == ((f["declarer"] + 1) % 4 if f["form"] != "exposed-dummy" else 1 - f["declarer"])
    # The lesson's count, on the deal replayed to the opening lead.
    game = new_game(f["form"], seed=f["seed"], match="deal")
    for action in f["actions"]:
        game.apply(action)
    assert len(game.trick) == 1
    assert sum(seen for seen, _ in f["lead"]) == cards_seen(game.view(0))


def check_half_open(f: dict[str, Any]) -> None:
    led = Card.parse(f["led"])
    following = [c for c in f["uncovered"] if Card.parse(c).suit is led.suit]
    assert sorted(f["legal"]) == sorted(following or f["uncovered"])
    assert any(Card.parse(c).suit is led.suit for c in f["covered"])


def check_dummy_lead(f: dict[str, Any]) -> None:
    auction = _auction({**f, "players": 2})
    assert auction.declarer == f["declarer"]
    assert f["leader"] == (f["declarer"] + 1) % 4 and f["leader_owner"] == f["leader"] % 2


def check_dd_review(f: dict[str, Any]) -> None:
    hands = [Hand.parse(h) for h in f["hands"]]
    contract = Contract.parse(f["contract"])
    # The solver for the contract's strain, the seat on declarer's left leading.
    assert 13 - dd_tricks(hands, contract.strain, leader=(f["declarer"] + 1) % 4) == f["tricks"]
    assert f["row"][contract.strain.letter] == f["tricks"]
    most = max(f["row"].values())
    assert sorted(f["best"]) == sorted(s for s, n in f["row"].items() if n == most)


def check_unseen_hcp(f: dict[str, Any]) -> None:
    # Lesson 12: what player 0 sees in the auction, and the HCP of the rest of the pack.
    view = new_game(f["form"], seed=f["seed"], match="deal").view(0)
    seen = sorted(card.code for seat in view.seats for card in seat.cards)
    assert sorted(f["seen"]) == seen
    assert f["answer"] == 40 - sum(HCP.get(code[0], 0) for code in seen)


def check_review_cost(f: dict[str, Any]) -> None:
    game = new_game(f["form"], seed=f["seed"], match="deal")
    for action in f["actions"]:
        game.apply(action)
    verdicts = review(game)
    assert verdicts.declarer == f["declarer"]
    assert (f["by_declarer"], f["by_defence"]) == (sum(v.cost for v in verdicts if v.by_declarer),
                                                   sum(v.cost for v in verdicts if not v.by_declarer))
    # Lesson 12's sum: from what could be made, the defence's costly cards add, declarer's take away.
    assert verdicts.could_make + f["by_defence"] - f["by_declarer"] == verdicts.made


def check_widow_hcp(f: dict[str, Any]) -> None:
    hands = [Hand.parse(h) for h in f["hands"]]
    game = new_game("three-handed", seed=f["seed"], match="deal")
    assert hands == [Hand(cards) for cards in game.seat_cards]
    assert f["answer"] == 40 - sum(HCP.get(card.rank.letter, 0) for hand in hands for card in hand)


def check_three_auction(f: dict[str, Any]) -> None:
    auction = Auction(players=3, first=f["first"], closing_passes=2)
    for call in f["calls"]:
        auction.call(call)
    assert auction.is_over and auction.contract is not None and auction.contract.code == f["contract"]
    assert auction.declarer == f["declarer"] and f["leader"] == (f["declarer"] + 1) % 3
    assert f["first"] == (f["dealer"] + 1) % 3  # the player on the dealer's left calls first
    assert f["tricks_needed"] == int(f["contract"][0]) + 9


def check_widow(f: dict[str, Any]) -> None:
    cards = _hand_cards(f["hand"]) + _hand_cards(f["widow"])
    trump = Contract.parse(f["contract"]).trump
    assert len(cards) == 20 and len(set(f["discards"])) == 4
    # The basic player's rule, step by step: the side card worth least (HCP, then the length of its
    # side suit, then the rank).
    left = sorted(cards)  # in the game's order of a hand, as the basic player reads it
    for code in f["discards"]:
        side = [c for c in left if c.suit is not trump] or left
        lengths = {suit: _length(side, suit) for suit in Suit}
        worst = min(side, key=lambda c, lengths=lengths: (HCP.get(c.rank.letter, 0) * 10
                                                          + lengths[c.suit] * 1.5 + int(c.rank) / 10))
        assert worst.code == code
        left.remove(worst)


def check_three_score(f: dict[str, Any]) -> None:
    code = f["contract"]
    doubling = Doubling.REDOUBLED if code.endswith("XX") else Doubling.DOUBLED if code.endswith("X") else \
        Doubling.UNDOUBLED
    plain = Contract.parse(code.rstrip("X"))
    contract = Contract.of(Bid(plain.level, plain.strain), doubling, book=9)
    assert contract.tricks_needed == plain.level + 9
    score = score_deal(contract, f["tricks"], vulnerable=f["vulnerable"])
    declarer = f["declarer"]
    above = [score.defenders_above if p != declarer else score.declarer_above for p in range(3)]
    above[f["holder"]] += f["honors"]
    below = [score.declarer_below if p == declarer else 0 for p in range(3)]
    assert (f["below"], f["above"]) == (below, above)
    if f["tricks"] >= contract.tricks_needed:
        assert f["below"][declarer] == _trick_points(contract)


def check_count(f: dict[str, Any]) -> None:
    assert f["totals"] == [_count(_hand_cards(h)) for h in f["hands"]]


def check_tip_draw(f: dict[str, Any]) -> None:
    hand, face = _hand_cards(f["hand"]), Card.parse(f["face"])
    cards = [*hand, face]
    # lesson 14's short_low: an ace or a king last, then the shortest suit, then the lowest
    out = min(cards, key=lambda c: (c.rank >= Rank.KING, _length(cards, c.suit), c.rank))
    assert f["discard"] == out.code
    assert (f["now"], f["then"]) == (_count(hand), _count([c for c in cards if c != out]))
    assert f["decision"] == ("take" if f["then"] > f["now"] else "refuse")


def check_dd_contract(f: dict[str, Any]) -> None:
    auction = _auction({**f, "players": 2})
    assert auction.contract is not None and auction.contract.code == f["contract"]
    assert auction.declarer == f["declarer"]
    hands = [Hand.parse(h) for h in f["hands"]]
    assert 13 - dd_tricks(hands, auction.contract.strain, leader=1 - f["declarer"]) == f["tricks"]


def check_dd_best(f: dict[str, Any]) -> None:
    hands = [Hand.parse(h) for h in f["hands"]]
    for seat in (0, 1):
        row = {s.letter: 13 - dd_tricks(hands, s, leader=1 - seat) for s in Strain}
        assert {s: f["table"][f"{s}{seat}"] for s in row} == row
        assert f["most"][seat] == max(row.values())
        assert sorted(f["best"][seat]) == sorted(s for s, n in row.items() if n == f["most"][seat])


def check_lead_tip(f: dict[str, Any]) -> None:
    hands = [Hand.parse(h) for h in f["hands"]]
    ben = hands[1]
    trump = Strain.parse(f["strain"]).suit
    if trump is None:  # fourth best of the longest suit (more HCP, then the higher suit, between equals)
        suit = max(Suit, key=lambda s: (ben.length(s), sum(c.hcp for c in ben.suit(s)), s))
        assert f["lead"] == ben.suit(suit)[3].code
    else:  # the top of a sequence headed by the 10 or better, outside trumps: the highest one
        tops = [cards[0] for cards in map(ben.suit, Suit) if len(cards) >= 2 and cards[0].suit is not trump
                and cards[0].rank >= Rank.TEN and cards[0].rank - cards[1].rank == 1]
        assert f["lead"] == max(tops, key=lambda c: c.rank).code
    assert sorted(f["values"]) == sorted(c.code for c in ben)  # every card of his may be led
    assert f["best"] == max(f["values"].values()) >= f["values"][f["lead"]]


def check_draw_simulation(f: dict[str, Any]) -> None:
    from honeymoon.simulate import draw_outcomes

    outcome = draw_outcomes(f["deals"], seed=f["seed"], strategies=("improve", "refuse"))
    sides = {"HCP": [(outcome.hcp_before, outcome.hcp_after)],
             "length points": [(outcome.length_points_before, outcome.length_points_after)],
             "Honeymoon count": [(outcome.hcp_before, outcome.hcp_after),
                                 (outcome.length_points_before, outcome.length_points_after)]}[f["measure"]]
    before = sum(b[:, 0].astype(float) for b, _ in sides)
    after = sum(a[:, 0].astype(float) for _, a in sides)
    assert (f["tip"], f["rival"]) == (round(float(after.mean()), 2), round(float(before.mean()), 2))
    assert f["spread"] == round(float((after - before).std(ddof=1)), 2)
    check_verdict(f)


def check_verdict(f: dict[str, Any]) -> None:
    # Lesson 14's rule on the figures shown: ahead (or behind) by more than two standard errors.
    margin = 2 * f["spread"] / f["deals"] ** 0.5
    ahead = f["tip"] - f["rival"]
    expected = "agree" if ahead > margin + 1e-9 else "disagree" if ahead < -margin - 1e-9 else "cannot tell"
    assert f["verdict"] == expected


def check_unseen_suit(f: dict[str, Any]) -> None:
    seen = _hand_cards(f["hand"]) + _hand_cards(f["discards"])
    assert len(set(seen)) == 26
    suit = Suit.parse(f["suit"])
    assert f["most"] == 13 - _length(seen, suit)
    if f["theirs"] is not None:
        theirs = _hand_cards(f["theirs"])
        assert not set(theirs) & set(seen) and _length(theirs, suit) <= f["most"]


def _forbidden(size: int, bids: Sequence[int]) -> int | None:
    left = size - sum(bids)
    return left if 0 <= left <= size else None


def check_hook(f: dict[str, Any]) -> None:
    assert len(f["bids"]) == f["players"] - 1
    forbidden = _forbidden(f["size"], f["bids"])
    assert f["forbidden"] == forbidden
    assert f["legal"] == [n for n in range(f["size"] + 1) if n != forbidden]


#: The staircases of the rules page: the top of the stairs for each number of players.
STAIR_TOPS = {2: 8, 3: 8, 4: 8, 5: 10, 6: 8, 7: 7}


def _staircase(players: int) -> list[int]:
    top = STAIR_TOPS[players]
    return list(range(1, top + 1)) + list(range(top if players == 7 else top - 1, 0, -1))


def check_staircase(f: dict[str, Any]) -> None:
    assert f["schedule"] == _staircase(f["players"])
    assert f["size"] == f["schedule"][f["number"] - 1]


def check_boer_trick(f: dict[str, Any]) -> None:
    check_answer("trick", f)
    assert Card.parse(f["turned"]).suit.letter == f["trump"]


def check_boer_score(f: dict[str, Any]) -> None:
    options, bids, tricks, dealer = f["options"], f["bids"], f["tricks"], f["dealer"]
    hooked = _forbidden(f["size"], [b for p, b in enumerate(bids) if p != dealer]) is not None
    missed = {p: abs(b - t) for p, (b, t) in enumerate(zip(bids, tricks, strict=True)) if b != t}
    points = []
    for p, (bid, won) in enumerate(zip(bids, tricks, strict=True)):
        score = 10 + 2 * won if bid == won else -abs(bid - won) if options.get("harsh") else 0
        if options.get("boer") and p == dealer and p in missed and hooked and all(
                missed[q] >= missed[p] for q in missed if q != p):
            score += 5
        if options.get("blind") and f["size"] == 1:
            score *= 2
        points.append(score)
    assert f["points"] == points
    assert sum(tricks) == f["size"]
    if "plain" in f:
        assert f["plain"] == [10 + 2 * t if b == t else 0 for b, t in zip(bids, tricks, strict=True)]


def check_variants(f: dict[str, Any]) -> None:
    assert f["schedule"] == _staircase(f["players"])
    top = max(f["schedule"])
    assert f["no_trump"] == [i + 1 for i, size in enumerate(f["schedule"]) if size in (1, top)]
    assert f["most"] == 51 // f["players"] and f["deals"] == len(f["schedule"])


def check_wizard_trick(f: dict[str, Any]) -> None:
    cards = [parse_card(code) for code in f["cards"]]
    trump = _trump(f["trump"])
    wizards = [i for i, c in enumerate(cards) if isinstance(c, SpecialCard) and c.is_wizard]
    ordinary = [(i, c) for i, c in enumerate(cards) if isinstance(c, Card)]
    if wizards:
        index = wizards[0]
    elif not ordinary:
        index = 0
    else:
        led = ordinary[0][1].suit
        trumps = [(i, c) for i, c in ordinary if c.suit is trump]
        index = max(trumps or [(i, c) for i, c in ordinary if c.suit is led], key=lambda ic: ic[1].rank)[0]
    assert f["winner"] == f["seats"][index]
    assert any(isinstance(c, SpecialCard) for c in cards)


def check_two_players(f: dict[str, Any]) -> None:
    assert f["forbidden"] == _forbidden(f["size"], [f["bid"]])
    assert (f["pack"], f["deals"]) == (26, len(_staircase(2)))


def check_unused_cards(f: dict[str, Any]) -> None:
    pack = 26 if f["players"] == 2 else 60 if f["wizard"] else 52
    assert f["pack"] == pack
    assert f["unused"] == pack - f["players"] * f["size"] - f["turned"]


PART_TWO_CHECKS = {
    "draw-improve": check_draw_improve, "draw-computer": check_draw_computer,
    "draw-sequence": check_draw_sequence, "draw-knowledge": check_draw_knowledge,
    "draw-gain": check_draw_gain,
    "keep-reject": check_keep_reject, "discard-knowledge": check_discard_knowledge,
    "prelim-trick": check_prelim_trick, "prelim-legal": check_prelim_legal, "what-sees": check_what_sees,
    "half-open-play": check_half_open, "dummy-lead": check_dummy_lead, "dd-review": check_dd_review,
    "three-auction": check_three_auction, "widow": check_widow, "three-score": check_three_score,
    "unseen-hcp": check_unseen_hcp, "review-cost": check_review_cost, "widow-hcp": check_widow_hcp,
    "honeymoon-count": check_count, "tip-draw": check_tip_draw, "dd-contract": check_dd_contract,
    "dd-best": check_dd_best, "lead-tip": check_lead_tip, "draw-simulation": check_draw_simulation,
    "hook": check_hook, "staircase": check_staircase, "boer-trick": check_boer_trick,
    "boer-score": check_boer_score, "variants": check_variants, "wizard-trick": check_wizard_trick,
    "two-players": check_two_players, "unseen-suit": check_unseen_suit, "unused-cards": check_unused_cards,
}


@pytest.mark.parametrize("seed", [1, 2, 17])
def test_every_answer_is_right(seed: int) -> None:
    kinds = set()
    for _, _, question in questions(seed):
        check_answer(question.kind, question.facts)
        kinds.add(question.kind)
    assert len(kinds) >= 40


# --- facts typed in by hand ---------------------------------------------------------------------------

def test_hand_counts_typed_in() -> None:
    hand = Hand.parse("AKJ52.Q4.K73.862")  # the hand of the evaluation module's docstring
    assert hcp_question(hand).facts["answer"] == 13
    assert hcp_question(hand).answer == "13 HCP."
    assert length_question(hand, ("standard", "honeymoon")).facts["answers"] == [1, 2]
    judged = judge_question(hand)
    assert (judged.facts["shape"], judged.facts["balanced"], judged.facts["quick_tricks"],
            judged.facts["losers"]) == ("5-3-3-2", True, 2.5, 8)
    wording = length_question(hand, ("standard", "honeymoon")).prompt
    assert "+1 for each card beyond the fourth in a suit" in wording
    assert "4-card suit +1, 5-card +2, …" in wording


def test_tricks_typed_in() -> None:
    plays = list(enumerate(Card.parse(c) for c in ("KH", "AH", "2S")))
    assert trick_question(plays, Suit.SPADES, names=("A", "B", "C")).facts["winner_card"] == "2S"
    assert trick_question(plays, None, names=("A", "B", "C")).facts["winner_seat"] == 1
    question = legal_cards_question(Hand.parse("AK.QJ.-.5432"), Card.parse("2D"), leader="Ben")
    assert len(question.facts["legal"]) == 8  # void in diamonds: any card
    question = legal_cards_question(Hand.parse("AK.QJ.-.5432"), Card.parse("AH"), leader="Ben")
    assert question.facts["legal"] == ["JH", "QH"]


def test_the_bridge_fr_example_typed_in() -> None:
    auction = Auction(players=4, first=0)  # North deals
    for call in ("1D", "P", "1H", "P", "1NT", "P", "2H", "P", "4H", "P", "P", "P"):
        auction.call(call)
    question = contract_question(auction, COMPASS, table=True)
    facts = question.facts
    # South declares, North is dummy, West leads, 10 tricks are needed.
    assert [facts[k] for k in ("contract", "declarer", "dummy", "leader", "tricks_needed")] == [
        "4H", 2, 0, 3, 10]
    assert question.answer == "4♥ by South; dummy North; West leads; 10 tricks needed."
    assert any("though North made the last bid" in line for line in question.why)


def test_what_anna_sees_typed_in() -> None:
    # Lesson 12's double-dummy deal: her dummy leads the ♣A, and she sees 39 cards, the led card too.
    question = what_sees_question("double-dummy", 3)
    assert question.facts["lead"] == [[13, 13], [0, 13], [13, 13], [13, 13]]
    assert question.answer.startswith("(a) 13 cards: all of Anna's hand (13);")
    assert "(b) 39 cards: all of Anna's hand (13), Anna's dummy (13) and Ben's dummy (13);" in question.answer


def test_scores_typed_in() -> None:
    made = made_score_question(Contract.parse("4S"), 11)  # the [honeymoon-de] example
    assert (made.facts["below"], made.facts["above"], made.facts["game"]) == (120, 30, True)
    down = score_question(Contract.parse("4SX"), 9, True)
    assert down.facts["defenders_above"] == 200
    down = score_question(Contract.parse("3NTX"), 8, False)
    assert down.facts["defenders_above"] == 100
    slam = score_question(Contract.parse("6H"), 12, True)
    assert (slam.facts["declarer_below"], slam.facts["declarer_above"]) == (180, 750)
    honors = score_question(Contract.parse("4S"), 10, False, hand=Hand.parse("AKQJ.-.A.A"))
    assert honors.facts["declarer_above"] == 100
    # They have a game and make 4♠: 120 and the rubber bonus of 700; our 5♦X, not vulnerable, down 3: 500.
    lab = sacrifice_question(Contract.parse("4S"), 10, Contract.parse("5DX"), 8, False, True)
    assert (lab.facts["game_points"], lab.facts["sacrifice_points"], lab.facts["cheaper"]) == (
        820, 500, "sacrifice")


def test_part_two_typed_in_from_the_rules_pages() -> None:
    # Boerenbridge: five cards each, the first three bid 2, 0 and 1: the dealer may not bid 2.
    game = new_game("boerenbridge", players=4, seed=1, first_dealer=3, schedule=[5], match="deal")
    for bid in (2, 0, 1):
        game.apply(bid)
    hook = hook_question(game)
    assert (hook.facts["forbidden"], hook.facts["legal"]) == (2, [0, 1, 3, 4, 5])
    assert "may not bid 2" in hook.answer
    # The rules page's doctest: seed 1, bids 1, 0, 0 with one card each: the dealer must bid 1.
    game = new_game("boerenbridge", players=4, seed=1, first_dealer=3, match="deal")
    for bid in (1, 0, 0):
        game.apply(bid)
    assert hook_question(game).facts["legal"] == [1]
    # The staircases: 5 players go up to 10 in 19 deals; 7 players play the top (7 cards) twice.
    assert staircase_question(5, 10).facts["schedule"] == list(range(1, 11)) + list(range(9, 0, -1))
    seven = staircase_question(7, 8).facts
    assert (len(seven["schedule"]), seven["size"]) == (14, 7)
    # No-trump deals, "common": the one-card deals and the top; with seven players both 7-card deals.
    assert variants_question(4).facts["no_trump"] == [1, 8, 15]
    assert variants_question(7).facts["no_trump"] == [1, 7, 8, 14]
    assert (variants_question(4).facts["most"], variants_question(6).facts["most"]) == (12, 8)
    # A Wizard beats everything; a trick of Jesters goes to the first one played.
    plays = [(0, Card.parse("AH")), (1, parse_card("N1")), (2, parse_card("W2")), (3, parse_card("W1"))]
    assert wizard_question(plays, Suit.HEARTS, 4).facts["winner"] == 2
    jesters = [(0, parse_card("N2")), (1, parse_card("N1")), (2, parse_card("N3"))]
    assert wizard_question(jesters, None, 3).facts["winner"] == 0
    # Three-handed: a book of 9; 4♠ needs 13 tricks; a defeated contract pays each opponent.
    four = three_score_question(Contract.of(Bid(4, Strain.SPADES), book=9), 13, 0)
    assert (four.facts["below"], four.facts["above"]) == ([120, 0, 0], [0, 0, 0])
    down = three_score_question(Contract.of(Bid(2, Strain.HEARTS), book=9), 10, 1)
    assert down.facts["above"] == [50, 0, 50]
    # Preliminary tricks: a card of another suit never wins, however high.
    trick = prelim_trick_question([(0, Card.parse("5H")), (1, Card.parse("AS"))],
                                     (Card.parse("KD"), Card.parse("2C")), exposed=False)
    assert trick.facts["winner_seat"] == 0 and "Anna takes the top card" in trick.answer


def test_part_two_typed_in_from_the_lessons() -> None:
    # Lesson 10, exercise 4: with the ♣Q, Anna's weakest card is the ♦3 (not the ♥2 of her long suit).
    question = improve_question(Hand.parse("A974.KQ862.J53.A"), Card.parse("QC"), offered=False)
    assert (question.facts["decision"], question.facts["discard"]) == ("take", "3D")
    # A card with no more HCP than her weakest card is refused.
    question = improve_question(Hand.parse("A974.KQ862.J53.A"), Card.parse("TC"), offered=True)
    assert question.facts["decision"] == "decline" and question.facts["discard"] is None
    # Lesson 14, exercise 2: the ♠3 lengthens the spades and the ♣2 goes: 11 HCP + 3 length points = 14,
    # then 11 + 4 = 15.
    tip = tip_draw_question(Hand.parse("KJ864.A7.Q953.J2"), Card.parse("3S"))
    assert [tip.facts[k] for k in ("decision", "discard", "now", "then")] == ["take", "2C", 14, 15]
    # Lesson 14's leads: the fourth best of ♠K J 8 5 3; the top of the ♥K Q sequence.
    assert fourth_best(Hand.parse("KJ853.Q4.K73.86")) == Card.parse("5S")
    assert sequence_top(Hand.parse("K32.KQ7.QJT4.86"), Suit.SPADES) == Card.parse("KH")
    assert sequence_top(Hand.parse("QJT4.83.K975.A62"), Suit.HEARTS) == Card.parse("QS")
    # Draw and Discard: an honour is kept; a low card of a short suit is rejected, and the next card
    # goes into the hand.
    keep = keep_reject_question(Hand.parse("AK2.Q3.-.-"), Card.parse("JD"), Card.parse("2C"))
    assert (keep.facts["decision"], keep.facts["kept"]) == ("keep", "JD")
    reject = keep_reject_question(Hand.parse("AK32.Q3.-.-"), Card.parse("4D"), Card.parse("2C"))
    assert [reject.facts[k] for k in ("decision", "kept", "discarded")] == ["reject", "2C", "4D"]
    # Lesson 11, exercise 5: with ♠K 9 6 ♥A 8 ♦Q 5 the ♠4 adds 1 point: keeper(2) rejects it,
    # keeper(1) keeps it.
    hand = Hand.parse("K96.A8.Q5.-")
    assert keep_reject_question(hand, Card.parse("4S"), Card.parse("2C"), 2).facts["decision"] == "reject"
    assert keep_reject_question(hand, Card.parse("4S"), Card.parse("2C"), 1).facts["decision"] == "keep"
