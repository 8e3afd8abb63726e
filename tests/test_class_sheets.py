"""The class sheets (book/sheets/, written by scripts/class_sheets.py).

The committed pages are exactly what the script writes for seed 1, so they never drift from the
library; another seed gives other questions; every answer of the key is recomputed here on its
own (from the question's facts, mostly without the function the script used) and a few
questions are checked against facts typed in by hand; bad input exits with status 2 and one line.
"""

from __future__ import annotations

import importlib.util
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from honeymoon import Auction, Card, Contract, Hand, ScoreSheet, Suit, parse_call, score_deal
from honeymoon.calls import Bid, Strain
from honeymoon.evaluation import losing_trick_count, quick_tricks
from honeymoon.scoring import honors_held
from honeymoon.tricks import trick_winner

REPO = Path(__file__).resolve().parents[1]
SCRIPT = REPO / "scripts" / "class_sheets.py"
SHEETS = REPO / "book" / "sheets"
HCP = {"A": 4, "K": 3, "Q": 2, "J": 1}


def _load() -> ModuleType:
    spec = importlib.util.spec_from_file_location("class_sheets", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["class_sheets"] = module
    spec.loader.exec_module(module)
    return module


cs = _load()


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True,
                          cwd=REPO, timeout=120)


def questions(seed: int) -> Iterator[tuple[int, int, Any]]:
    """(lesson, question number, question) for every question of a seed."""
    for sheet in cs.build(seed):
        for number, question in enumerate(sheet.questions, 1):
            yield sheet.lesson.number, number, question


# --- the committed pages ------------------------------------------------------------------------

def test_the_committed_pages_are_what_the_script_writes_for_seed_1(tmp_path: Path) -> None:
    result = run("--seed", "1", "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    written = sorted(p.name for p in tmp_path.iterdir())
    committed = sorted(p.name for p in SHEETS.iterdir())
    assert written == committed, "book/sheets/ holds other files than the script writes"
    stale = [name for name in written
             if (tmp_path / name).read_bytes() != (SHEETS / name).read_bytes()]
    assert not stale, (f"book/sheets/ is out of date ({', '.join(stale)}): "
                       "run python scripts/class_sheets.py and commit the pages")


def test_the_default_seed_is_1(tmp_path: Path) -> None:
    assert run("--out", str(tmp_path)).returncode == 0
    assert (tmp_path / "lesson-03.md").read_bytes() == (SHEETS / "lesson-03.md").read_bytes()


def test_every_lesson_has_a_sheet_and_a_key_of_about_six_questions() -> None:
    assert [lesson.number for lesson in cs.LESSONS] == list(range(10))
    for number in range(10):
        sheet = (SHEETS / f"lesson-{number:02d}.md").read_text(encoding="utf-8")
        key = (SHEETS / f"lesson-{number:02d}-answers.md").read_text(encoding="utf-8")
        blocks = sheet.count("{container} hm-question")
        assert 5 <= blocks <= 7, f"lesson {number}: {blocks} questions"
        assert key.count("{container} hm-question") == blocks
        assert key.count("**Answer:**") == blocks
        assert sheet.count('class="hm-write"') == blocks  # room to write in every block
        assert "**Answer:**" not in sheet, "a sheet shows no answer"
        assert f"(lesson-{number:02d}-answers.md)" in sheet and f"(lesson-{number:02d}.md)" in key
        for page in (sheet, key):
            assert page.startswith(f"# Lesson {number}, ")
            assert "{container} hm-sheet" in page
            assert "None" not in page


def test_the_index_says_how_to_print_and_how_to_make_another_set() -> None:
    index = (SHEETS / "index.md").read_text(encoding="utf-8")
    assert "print dialog" in index and "--seed" in index
    for number in range(10):
        assert f"(lesson-{number:02d}.md)" in index and f"(lesson-{number:02d}-answers.md)" in index


def test_the_table_of_contents_lists_the_sheets_in_lesson_order_before_the_reference() -> None:
    toc = (REPO / "book" / "_toc.yml").read_text(encoding="utf-8")
    where = [toc.index(f"caption: {part}") for part in ("Sources", "Class sheets", "Reference")]
    assert where == sorted(where)
    files = re.findall(r"file: (sheets/[\w-]+)", toc)
    expected = ["sheets/index"] + [f"sheets/lesson-{n:02d}{end}"
                                   for n in range(10) for end in ("", "-answers")]
    assert files == expected


def test_the_print_styles_touch_only_pages_with_a_sheet() -> None:
    css = (REPO / "book" / "_css" / "hm-sheets.css").read_text(encoding="utf-8")
    assert "@media print" in css and "break-inside: avoid" in css
    body = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    selectors = re.findall(r"([^{}]+)\{[^{}]*\}", re.sub(r"@media[^{]*\{", "", body))
    assert selectors
    for group in selectors:
        for selector in re.split(r",(?![^()]*\))", group):  # commas outside parentheses
            if selector.strip():
                assert "hm-sheet" in selector, f"{selector.strip()!r} is not scoped to the sheets"
    config = (REPO / "book" / "_config.yml").read_text(encoding="utf-8")
    assert "hm-sheets.css" in config
    assert not list((REPO / "book" / "_css").glob("*.js")), "the style folder holds no scripts"
    # A book/_static folder would make Jupyter Book load every script of every static folder on
    # every page (require.js and MathJax included).
    assert not (REPO / "book" / "_static").exists()


# --- seeds ----------------------------------------------------------------------------------------------

def test_the_same_seed_gives_the_same_questions() -> None:
    first = [q.facts for _, _, q in questions(5)]
    assert first == [q.facts for _, _, q in questions(5)]


def test_another_seed_gives_other_questions(tmp_path: Path) -> None:
    one, two = list(questions(1)), list(questions(2))
    for lesson in range(10):
        facts_one = [q.facts for n, _, q in one if n == lesson]
        facts_two = [q.facts for n, _, q in two if n == lesson]
        same = sum(a == b for a, b in zip(facts_one, facts_two, strict=True))
        assert same <= 1, f"lesson {lesson}: seed 2 repeats {same} questions of seed 1"
    assert run("--seed", "2", "--out", str(tmp_path)).returncode == 0
    for name in ("lesson-01.md", "lesson-07-answers.md"):
        assert (tmp_path / name).read_text(encoding="utf-8") != (SHEETS / name).read_text(encoding="utf-8")
    assert "This is set 2." in (tmp_path / "index.md").read_text(encoding="utf-8")


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
    else:  # pragma: no cover - a new kind needs its check here
        pytest.fail(f"no check for questions of the kind {kind!r}")


@pytest.mark.parametrize("seed", [1, 2, 17])
def test_every_answer_is_right(seed: int) -> None:
    kinds = set()
    for _, _, question in questions(seed):
        check_answer(question.kind, question.facts)
        kinds.add(question.kind)
    assert len(kinds) >= 14


def test_the_key_shows_each_answer_with_its_explanation() -> None:
    for sheet in cs.build(1):
        key = (SHEETS / f"{sheet.stem}-answers.md").read_text(encoding="utf-8")
        for question in sheet.questions:
            assert f"**Answer:** {question.answer}" in key
            assert question.why and all(f"- {line}" in key for line in question.why)


def test_the_pictures_are_the_library_s() -> None:
    kinds = {"trick": "hm-trick", "hcp": "hm-hand", "judge": "hm-hand", "contract": "hm-auction",
             "plain-deal": "hm-auction"}
    for _, _, question in questions(1):
        if question.kind in kinds:
            assert kinds[question.kind] in question.figure
        if question.kind == "trick":
            assert "hm-winner" in question.key_figure and "hm-winner" not in question.figure


# --- facts typed in by hand ---------------------------------------------------------------------------

def test_hand_counts_typed_in() -> None:
    hand = Hand.parse("AKJ52.Q4.K73.862")  # the hand of the evaluation module's docstring
    assert cs.hcp_question(hand).facts["answer"] == 13
    assert cs.hcp_question(hand).answer == "13 HCP."
    assert cs.length_question(hand, ("standard", "honeymoon")).facts["answers"] == [1, 2]
    judged = cs.judge_question(hand)
    assert (judged.facts["shape"], judged.facts["balanced"], judged.facts["quick_tricks"],
            judged.facts["losers"]) == ("5-3-3-2", True, 2.5, 8)
    wording = cs.length_question(hand, ("standard", "honeymoon")).prompt
    assert "+1 for each card beyond the fourth in a suit" in wording
    assert "4-card suit +1, 5-card +2, …" in wording


def test_tricks_typed_in() -> None:
    plays = list(enumerate(Card.parse(c) for c in ("KH", "AH", "2S")))
    assert cs.trick_question(plays, Suit.SPADES, names=("A", "B", "C")).facts["winner_card"] == "2S"
    assert cs.trick_question(plays, None, names=("A", "B", "C")).facts["winner_seat"] == 1
    question = cs.legal_cards_question(Hand.parse("AK.QJ.-.5432"), Card.parse("2D"), leader="Ben")
    assert len(question.facts["legal"]) == 8  # void in diamonds: any card
    question = cs.legal_cards_question(Hand.parse("AK.QJ.-.5432"), Card.parse("AH"), leader="Ben")
    assert question.facts["legal"] == ["JH", "QH"]


def test_the_bridge_fr_example_typed_in() -> None:
    auction = Auction(players=4, first=0)  # North deals
    for call in ("1D", "P", "1H", "P", "1NT", "P", "2H", "P", "4H", "P", "P", "P"):
        auction.call(call)
    question = cs.contract_question(auction, cs.COMPASS, table=True)
    facts = question.facts
    # South declares, North is dummy, West leads, 10 tricks are needed.
    assert [facts[k] for k in ("contract", "declarer", "dummy", "leader", "tricks_needed")] == [
        "4H", 2, 0, 3, 10]
    assert question.answer == "4♥ by South; dummy North; West leads; 10 tricks needed."
    assert any("though North made the last bid" in line for line in question.why)


def test_scores_typed_in() -> None:
    made = cs.made_score_question(Contract.parse("4S"), 11)  # the [honeymoon-de] example
    assert (made.facts["below"], made.facts["above"], made.facts["game"]) == (120, 30, True)
    down = cs.score_question(Contract.parse("4SX"), 9, True)
    assert down.facts["defenders_above"] == 200
    down = cs.score_question(Contract.parse("3NTX"), 8, False)
    assert down.facts["defenders_above"] == 100
    slam = cs.score_question(Contract.parse("6H"), 12, True)
    assert (slam.facts["declarer_below"], slam.facts["declarer_above"]) == (180, 750)
    honors = cs.score_question(Contract.parse("4S"), 10, False, hand=Hand.parse("AKQJ.-.A.A"))
    assert honors.facts["declarer_above"] == 100
    # They have a game and make 4♠: 120 and the rubber bonus of 700; our 5♦X, not vulnerable, down 3: 500.
    lab = cs.sacrifice_question(Contract.parse("4S"), 10, Contract.parse("5DX"), 8, False, True)
    assert (lab.facts["game_points"], lab.facts["sacrifice_points"], lab.facts["cheaper"]) == (
        820, 500, "sacrifice")


# --- the command line ------------------------------------------------------------------------------------

@pytest.mark.parametrize("args", [["--seed", "-1"], ["--seed", "x"], ["--colour"], ["extra"]])
def test_bad_input_exits_2_with_one_line(args: list[str], tmp_path: Path) -> None:
    result = run(*args, "--out", str(tmp_path / "out"))
    assert result.returncode == 2
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("class_sheets: "), result.stderr
    assert not (tmp_path / "out").exists()


def test_a_file_as_the_output_folder_is_refused(tmp_path: Path) -> None:
    target = tmp_path / "file.md"
    target.write_text("x", encoding="utf-8")
    result = run("--out", str(target))
    assert result.returncode == 2 and len(result.stderr.splitlines()) == 1
